/** Texts of an item card beyond the spec's (those are in contracts). */
export const ITEM_CARD_TEXTS = {
  /** The item's place in the folder's decision. */
  rank: (rank: number) => `#${rank}`,
  rankLabel: (rank: number) => `Ranked ${rank} in the decision`,
  keyFactsLabel: 'Key facts',
} as const;
