import type { AttributeType } from '@shortlist/contracts';
import { z } from 'zod';
import { LINK_READER_MODEL } from '../../config/tunables';
import type { Config } from '../../config/env';

export type ModelConfig = NonNullable<Config['llm']>;

/** An attribute of the item's category, as the model and the mapping see it. */
export interface CategoryAttributeRef {
  id: string;
  name: string;
  attributeType: AttributeType;
  options: readonly string[];
}

export interface ModelAnswer {
  name: string | null;
  description: string | null;
  price: unknown;
  currency: string | null;
  /** Values by the category's attribute names (only names the category has). */
  attributes: Record<string, string>;
}

const scalar = z.union([z.string(), z.number(), z.boolean()]).nullish();
const answerSchema = z.object({
  name: z.string().nullish(),
  description: z.string().nullish(),
  price: z.union([z.number(), z.string()]).nullish(),
  currency: z.string().nullish(),
  attributes: z.record(z.string(), scalar).nullish(),
});
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const SYSTEM_PROMPT = [
  'You read the text of a product web page and answer with one JSON object, nothing else.',
  'Keys: "name", "description" (one or two plain sentences), "price" (a number, the current price),',
  '"currency" (ISO 4217 code), "attributes" (an object whose keys are exactly the attribute names given,',
  'each with the value the page states, as short text; leave out attributes the page does not state).',
  'Use null for anything the page does not say. Never invent values. For an attribute with options,',
  'answer one of the options exactly. For a number attribute, answer a number.',
].join(' ');

/**
 * Asks an OpenAI-compatible chat completions endpoint to map the page text onto the category's attributes.
 * Returns null on any failure (timeout, HTTP error, unusable answer): the page's own data still stands.
 */
export async function askModel(
  config: ModelConfig,
  input: { url: string; pageText: string; attributes: readonly CategoryAttributeRef[] },
  options: { timeoutMs?: number; fetch?: typeof fetch; onError?: (err: unknown) => void } = {},
): Promise<ModelAnswer | null> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? LINK_READER_MODEL.timeoutMs),
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: JSON.stringify({
              url: input.url,
              attributes: input.attributes.map((a) => ({
                name: a.name,
                type: a.attributeType,
                ...(a.attributeType === 'yes_no'
                  ? { options: ['yes', 'no'] }
                  : a.options.length > 0
                    ? { options: a.options }
                    : {}),
              })),
              page: input.pageText.slice(0, LINK_READER_MODEL.textMaxChars),
            }),
          },
        ],
      }),
    });
    if (!response.ok) throw new Error(`model endpoint answered HTTP ${response.status}`);
    const completion = completionSchema.parse(await response.json());
    const content = completion.choices[0]?.message.content ?? '';
    // some models wrap JSON in a code fence despite response_format
    const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
    const answer = answerSchema.parse(JSON.parse(json));
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.attributes ?? {})) {
      if (value !== null && value !== undefined && String(value).trim())
        attributes[name] = String(value).trim();
    }
    return {
      name: answer.name ?? null,
      description: answer.description ?? null,
      price: answer.price ?? null,
      currency: answer.currency ?? null,
      attributes,
    };
  } catch (err) {
    options.onError?.(err);
    return null;
  }
}
