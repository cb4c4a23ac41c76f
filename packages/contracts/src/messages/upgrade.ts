/** Premium plan features as the upgrade prompts list them (folders §1, accounts §1). */
export const PREMIUM_FEATURE_LIST = [
  'Share folders with friends and family',
  'Compare ratings with collaborators',
  'Add items by AI from a link alone',
  'Automatic periodic refresh of item prices',
  'Unlimited categories',
] as const;

/** Upgrade prompts naming the feature (folders §2 Dialogs). */
export const UPGRADE_TEXTS = {
  shareFolder: 'Share Folder',
  manageAccess: 'Manage Folder Access',
  collaborativeRatings: 'Collaborative Ratings Comparison',
  unlimitedCategories: 'Create Unlimited Categories',
  premiumIncludes: 'Premium includes:',
  upgradeToPremium: 'Upgrade to Premium',
  notNow: 'Not now',
} as const;
