import { z } from 'zod';
import { WILL_FLOW } from '../estate-plan/wizard/estate-plan-flows';
import { contrastRatio } from '../tenants/color-contrast';

/**
 * A nonprofit's smart giving page (giving-and-beneficiaries.md 2.9, issue 26): its story and the
 * ways to give it offers, each opening the product's own flow with the nonprofit chosen.
 */
export const GIVING_WAYS = {
  will: 'A gift in your will or trust',
  beneficiary: 'Name it as a beneficiary of an account or policy',
  stock: 'A gift of stock',
  qcd: 'A gift from your IRA (qualified charitable distribution)',
  daf: 'A grant from your donor-advised fund',
} as const;
export type GivingWay = keyof typeof GIVING_WAYS;
export const GIVING_WAY_NAMES = Object.keys(GIVING_WAYS) as [GivingWay, ...GivingWay[]];

export const SMART_GIVING_MESSAGES = {
  ways: 'Choose at least one way to give',
  story: 'Keep the story under 4,000 characters',
  primaryColor: 'Give the color as #rrggbb, for example #1d4ed8',
  widgetOrigin: 'Give each site as an https origin, for example https://www.example.org',
} as const;

/** The most origins one nonprofit may list for its widget: a CSP header stays short. */
export const MAX_WIDGET_ORIGINS = 10;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** scheme://host[:port], a trailing "/" allowed; no wildcard, path, query or credentials. */
const ORIGIN = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:]+\])(?::(\d{1,5}))?\/?$/;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/**
 * The origin a nonprofit's site is framed from, or null when `text` is not one: https, no path
 * beyond "/", no credentials, query, fragment or wildcard; plain http only on this machine where
 * `allowLoopbackHttp` (development and tests), never in production.
 */
export const widgetOriginOf = (text: string, allowLoopbackHttp: boolean): string | null => {
  const match = ORIGIN.exec(text.trim().toLowerCase());
  if (!match) return null;
  const [, scheme = '', host = '', port] = match;
  const loopbackHttp = scheme === 'http' && allowLoopbackHttp && LOOPBACK_HOSTS.includes(host);
  if (scheme !== 'https' && !loopbackHttp) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return `${scheme}://${host}${port && port !== DEFAULT_PORTS[scheme] ? `:${port}` : ''}`;
};

/** What staff configure for a nonprofit's page. */
export const SmartGivingSettingsSchema = z.object({
  ways: z.array(z.enum(GIVING_WAY_NAMES)).min(1, SMART_GIVING_MESSAGES.ways),
  story: z.string().trim().max(4000, SMART_GIVING_MESSAGES.story).nullable(),
  primaryColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, SMART_GIVING_MESSAGES.primaryColor)
    .nullable(),
  widgetOrigins: z.array(z.string().max(300)).max(MAX_WIDGET_ORIGINS),
});
export type SmartGivingSettings = z.output<typeof SmartGivingSettingsSchema>;

/** A nonprofit staff have not configured yet offers every way, with no story of its own. */
export const DEFAULT_SMART_GIVING_SETTINGS: SmartGivingSettings = {
  ways: [...GIVING_WAY_NAMES],
  story: null,
  primaryColor: null,
  widgetOrigins: [],
};

const RESIDUARY_PATH = `${WILL_FLOW.base}${WILL_FLOW.steps.find((step) => step.kind === 'residuary')!.path}`;

/** The will wizard's residuary step offering to add `charity` (kept for the tab until it is shown). */
export const willWithCharityPath = (charity: string) =>
  `${RESIDUARY_PATH}?charity=${encodeURIComponent(charity)}`;

/**
 * Where each way to give opens its flow with the nonprofit chosen: the partner's own stock, QCD
 * and DAF pages by its URL name, the will wizard with the charity offered, and the beneficiary
 * plan, whose partner comes from the partner cookie the page set (giving 4.8).
 */
export const givingWayPath = (way: GivingWay, urlName: string, displayName: string): string => {
  const partner = encodeURIComponent(urlName);
  const paths: Record<GivingWay, string> = {
    will: willWithCharityPath(displayName),
    beneficiary: '/account/beneficiaries',
    stock: `/stocks/${partner}/give`,
    qcd: `/qcd/${partner}/give`,
    daf: `/daf/${partner}`,
  };
  return paths[way];
};

/** The text color on a nonprofit's color, black or white, whichever contrasts more. */
export const textColorOn = (background: string): '#000000' | '#ffffff' =>
  contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff')
    ? '#000000'
    : '#ffffff';

/** Where a nonprofit's widget is: its page alone, for a frame on the nonprofit's own site. */
export const widgetPagePath = (urlName: string) =>
  `/widget/smartgiving/${encodeURIComponent(urlName)}`;

/** The embed script, versioned in its path: a site keeps the version its snippet names. */
export const WIDGET_EMBED_PATH = '/widget/v1/embed.js';

/** What the widget posts to its parent: its content's height in CSS pixels. */
export const WIDGET_HEIGHT_MESSAGE = 'bequest:widget-height';

/** The one line a nonprofit pastes where its widget should appear. */
export const widgetEmbedSnippet = (appOrigin: string, urlName: string) =>
  `<script src="${appOrigin}${WIDGET_EMBED_PATH}" data-nonprofit="${urlName}" async></script>`;

/** The one-step record of a gift already in a plan (FW_NEW_ONE_CLICK_PAGES), for a nonprofit. */
export const oneClickPath = (urlName: string) =>
  `/one-click?nonprofit=${encodeURIComponent(urlName)}`;
