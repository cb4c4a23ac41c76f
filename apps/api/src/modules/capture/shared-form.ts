import { CAPTURE, LINK_READER } from '@shortlist/contracts';

/** The fields a share target may post, each cut to what the Capture screen takes. */
export interface SharedForm {
  url?: string | undefined;
  title?: string | undefined;
  text?: string | undefined;
}

/** The shared fields of a read form, cut to their limits; absent or blank ones left out. */
export function sharedFields(body: unknown): SharedForm {
  const form = (body ?? {}) as Record<string, unknown>;
  const field = (name: string, max: number) => {
    const value = form[name];
    return typeof value === 'string' && value !== '' ? value.slice(0, max) : undefined;
  };
  return {
    url: field('url', LINK_READER.urlMax),
    title: field('title', CAPTURE.sharedTextMax),
    text: field('text', CAPTURE.sharedTextMax),
  };
}
