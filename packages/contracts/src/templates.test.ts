import { describe, expect, it } from 'vitest';
import { categoryInputSchema } from './categories';
import { FOLDER_TEMPLATES } from './templates';

describe('FOLDER_TEMPLATES', () => {
  it.each(FOLDER_TEMPLATES.map((t) => [t.name, t] as const))(
    '%s passes the category dialog’s own rules, every attribute with its preference',
    (_, template) => {
      const parsed = categoryInputSchema.safeParse(template.category);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      for (const attribute of template.category.attributes) expect(attribute.preference).toBeDefined();
    },
  );

  it('names five templates, each once', () => {
    expect(FOLDER_TEMPLATES.map((t) => t.name)).toEqual([
      'Home to rent or buy',
      'Laptop or phone',
      'Trip or hotel',
      'Car',
      'Job offer',
    ]);
  });
});
