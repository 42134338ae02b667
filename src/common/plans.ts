export const TIERS = ['free', 'premium', 'pro'] as const;
export type Tier = (typeof TIERS)[number];

const MB = 1024 * 1024;

export interface Plan {
  tier: Tier;
  name: string;
  /** US cents per month, decided by the server only. */
  priceCents: number;
  storageBytes: number;
  storageLabel: string;
  features: readonly string[];
}

export const PLANS: Record<Tier, Plan> = {
  free: {
    tier: 'free',
    name: 'Free',
    priceCents: 0,
    storageBytes: 150 * MB,
    storageLabel: '150MB',
    features: [
      'Unlimited trips',
      'Basic photo uploads',
      '150MB storage',
      'Voice memos',
      'Interactive maps',
      'Community support',
    ],
  },
  premium: {
    tier: 'premium',
    name: 'Premium',
    priceCents: 499,
    storageBytes: 1536 * MB,
    storageLabel: '1.5GB',
    features: [
      'Everything in Free',
      'Photo auto-tagging and search',
      '1.5GB storage',
      'Voice memo transcription',
      'AI location descriptions',
      'Public trip sharing',
      'Email support',
    ],
  },
  pro: {
    tier: 'pro',
    name: 'Pro',
    priceCents: 999,
    storageBytes: 15 * 1024 * MB,
    storageLabel: '15GB',
    features: [
      'Everything in Premium',
      'Collaborative features',
      'Advanced analytics',
      'Multi-language AI',
      '15GB storage',
      'Priority support',
    ],
  },
};

/** Tier names are accepted in any case ('Free' and 'free' alike). */
export function parseTier(value: string | null | undefined): Tier | null {
  const lower = value?.trim().toLowerCase();
  return (TIERS as readonly string[]).includes(lower ?? '') ? (lower as Tier) : null;
}

export function formatPrice(cents: number): string {
  return cents === 0 ? '$0' : `$${(cents / 100).toFixed(2)}/month`;
}

/** Paid features, the lowest plan that has each, and how messages name them. */
export const FEATURES = {
  aiDescriptions: { tier: 'premium', label: 'AI location descriptions' },
  transcription: { tier: 'premium', label: 'Voice memo transcription' },
  publicLinks: { tier: 'premium', label: 'Public trip links' },
  photoSearch: { tier: 'premium', label: 'Photo auto-tagging and search' },
  collaboration: { tier: 'pro', label: 'Collaborative trips' },
  analytics: { tier: 'pro', label: 'Advanced analytics' },
  multiLanguageAi: { tier: 'pro', label: 'AI descriptions in other languages' },
} as const satisfies Record<string, { tier: Tier; label: string }>;
export type Feature = keyof typeof FEATURES;

const RANK: Record<Tier, number> = { free: 0, premium: 1, pro: 2 };

export function tierAtLeast(tier: Tier, minimum: Tier): boolean {
  return RANK[tier] >= RANK[minimum];
}

export function tierIncludes(tier: Tier, feature: Feature): boolean {
  return tierAtLeast(tier, FEATURES[feature].tier);
}

/** Whether moving from one plan to the other brings the feature (an upgrade that includes it). */
export function featureGained(from: Tier, to: Tier, feature: Feature): boolean {
  return !tierIncludes(from, feature) && tierIncludes(to, feature);
}

/** A person's plan as the server keeps it, or as the browser receives it (the end of the month as text). */
export interface PlanHolder {
  subscriptionTier: string | null;
  subscriptionExpiresAt?: Date | string | null;
}

/** A paid plan whose month has run out reads as Free. */
export function effectiveTier(user: PlanHolder): Tier {
  const tier = parseTier(user.subscriptionTier) ?? 'free';
  const expiresAt = user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null;
  if (tier !== 'free' && expiresAt && expiresAt.getTime() <= Date.now()) return 'free';
  return tier;
}

/**
 * The plan whose features a person has: an administrator has every feature and reads as Pro, whatever they pay;
 * anyone else has their current (unexpired) plan.
 */
export function planTierOf(user: PlanHolder, admin: boolean): Tier {
  return admin ? 'pro' : effectiveTier(user);
}
