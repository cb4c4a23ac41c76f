/**
 * What was derived from a secret and an input (a token's verified claims, an answer's ETag), remembered by secret
 * and then by input: the same token or the same read of unchanged data comes again and again, and the HMAC costs
 * more than the lookup. Bounded to `max` inputs per secret; the oldest go first. Only a value `derive`
 * answers is kept: undefined (a token that failed) is derived again next time.
 */
export function rememberedBySecret<V>(
  max: number,
): (secret: string, input: string, derive: () => V | undefined) => V | undefined {
  const bySecret = new Map<string, Map<string, V>>();
  return (secret, input, derive) => {
    let remembered = bySecret.get(secret);
    if (!remembered) {
      remembered = new Map();
      bySecret.set(secret, remembered);
    }
    const known = remembered.get(input);
    if (known !== undefined) return known;
    const value = derive();
    if (value !== undefined) {
      if (remembered.size >= max) remembered.delete(remembered.keys().next().value!);
      remembered.set(input, value);
    }
    return value;
  };
}
