import type { FeatureFlagName } from '@bequest/sdk/app';

/** A link to a page of this app. */
export interface InfoLink {
  readonly text: string;
  readonly to: string;
}

/** A paragraph: plain text, or text with links in it. */
export type Paragraph = string | readonly (string | InfoLink)[];

export interface InfoSection {
  readonly heading: string;
  readonly paragraphs?: readonly Paragraph[];
  /** Pages listed under the paragraphs, one link each. */
  readonly links?: readonly InfoLink[];
  /** A choice the person makes on the page, under the paragraphs. */
  readonly control?: 'analytics-choice';
}

/** An information page of the public shell (platform-core.md 2.2), in this project's own words. */
export interface InfoPage {
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly sections: readonly InfoSection[];
  /** The feature flag without which the page does not exist. */
  readonly flag?: FeatureFlagName;
}
