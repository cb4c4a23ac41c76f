import { appUrl, CALENDAR_FEED, type CalendarFeed, DAY_MS } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { listFeedSteps } from '../next-steps/next-steps.service';
import { renderFeed } from './calendar-feed.ics';
import { deleteFeed, findFeedByTokenHash, findFeedOfUser, upsertFeed } from './calendar-feed.repository';
import { feedToken, newSalt, tokenHash } from './calendar-feed.token';

const ICS_SUFFIX = '.ics';

function feedUrl(deps: AppDeps, userId: string, salt: string): string {
  const token = feedToken(deps.config.jwtSecret, userId, salt);
  return appUrl(deps.config.publicUrl, `/api/calendar/${token}${ICS_SUFFIX}`);
}

export async function getFeed(deps: AppDeps, user: SessionUser): Promise<CalendarFeed> {
  const feed = await findFeedOfUser(deps.database.db, user.id);
  return { url: feed ? feedUrl(deps, user.id, feed.salt) : null };
}

/** Creates the feed, or gives it a new address: the old one answers 404 from now on. */
export async function resetFeed(deps: AppDeps, user: SessionUser): Promise<CalendarFeed> {
  const salt = newSalt();
  const token = feedToken(deps.config.jwtSecret, user.id, salt);
  await upsertFeed(deps.database.db, {
    userId: user.id,
    salt,
    tokenHash: tokenHash(token),
    at: deps.clock.now(),
  });
  return { url: feedUrl(deps, user.id, salt) };
}

export async function turnOffFeed(deps: AppDeps, user: SessionUser): Promise<void> {
  await deleteFeed(deps.database.db, user.id);
}

/**
 * The feed behind a secret (404 for an unknown, reset or turned-off one): what its person may see now, by the
 * access rule, at every fetch.
 */
export async function feedText(deps: AppDeps, token: string): Promise<string> {
  const secret = token.endsWith(ICS_SUFFIX) ? token.slice(0, -ICS_SUFFIX.length) : token;
  const db = deps.database.db;
  const feed = await findFeedByTokenHash(db, tokenHash(secret));
  if (!feed) throw errors.notFound();
  const now = deps.clock.now();
  const steps = await listFeedSteps(
    db,
    feed.userId,
    new Date(now.getTime() - CALENDAR_FEED.pastDays * DAY_MS),
  );
  return renderFeed(steps, deps.config.publicUrl, now);
}
