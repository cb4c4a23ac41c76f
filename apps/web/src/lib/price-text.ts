import { PRICE_INPUT_TEXTS, priceDollarsSchema } from '@shortlist/contracts';
import { z } from 'zod';

/**
 * Price fields are text inputs with a decimal keypad, not `type="number"`: a number input hands the page an
 * empty value for text the browser cannot parse ("12e"), which read as "no price" and deleted the user's
 * price. As text, what was typed is kept and can be answered with what is wrong.
 */

// digits with an optional decimal part: "12", "12.5", "12.", ".5", "-1" (the range check answers that one);
// no exponents or hex
const PRICE_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** True when the text is a plain decimal number of dollars. */
export function isPriceText(text: string): boolean {
  return PRICE_TEXT.test(text.trim());
}

/** A price typed in dollars, as cents, with the spec's messages: the Add Item form and the item page alike. */
export const priceTextSchema = z
  .string()
  .trim()
  .refine(isPriceText, PRICE_INPUT_TEXTS.notANumber)
  .transform(Number)
  .pipe(priceDollarsSchema);
