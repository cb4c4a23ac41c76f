import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

/**
 * The JSON text of an answer: the contract's zod parse of it, stringified. zod's objects drop every key the
 * contract does not name, so nothing private a row carries (a password hash) reaches a client. An answer that
 * drifted from its contract is the server's bug: a 500, never the 400 a ZodError of the request would be.
 */
export function answerText(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`The answer differs from its contract: ${parsed.error.message.slice(0, 2000)}`, {
      cause: parsed.error,
    });
  return JSON.stringify(parsed.data);
}

/**
 * An answer whose JSON text is already written (built in PostgreSQL by a hot read's one statement): mount()
 * sends it with no parse and no second serialisation, once its keys are checked (http/contract-keys.ts).
 * `body` is the whole text, or its bytes in parts (a long answer read in parts).
 */
export class JsonText {
  constructor(readonly body: string | readonly Buffer[]) {}

  /** The whole text, joined from the parts. */
  get text(): string {
    return typeof this.body === 'string' ? this.body : Buffer.concat(this.body).toString();
  }
}

/**
 * The test suites' check of an answer written as text (config `responseCheck`): it must parse, pass the
 * contract's zod parse, and hold nothing the contract does not name (zod drops unknown fields, so an extra one
 * shows as a difference). Answers the text to send, as production sends it.
 */
export function checkedText(schema: z.ZodType, answer: JsonText): string {
  const text = answer.text;
  const read: unknown = JSON.parse(text);
  const written = answerText(schema, read);
  if (!isDeepStrictEqual(read, JSON.parse(written)))
    throw new Error(
      `The answer's JSON text differs from the contract's zod parse of it:\n  text: ${text.slice(0, 2000)}\n` +
        `  zod:  ${written.slice(0, 2000)}`,
    );
  return text;
}
