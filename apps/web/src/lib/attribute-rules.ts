import { attributeValueIssue, attributeValuesSchema, type CategoryAttribute } from '@shortlist/contracts';

/**
 * The chosen category's rules on a form's attribute values (required, number, one of the options), from the
 * contract's one rule: Add New Item and the Capture screen alike.
 */
export function attributeRules(attributes: readonly CategoryAttribute[]) {
  return attributeValuesSchema.superRefine((values, ctx) => {
    for (const attribute of attributes) {
      const message = attributeValueIssue(attribute, values[attribute.id] ?? '');
      if (message) ctx.addIssue({ code: 'custom', path: [attribute.id], message });
    }
  });
}
