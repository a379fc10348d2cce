import { pickPressMentions } from '@bequest/sdk/app';
import { useMarketingStats } from './MarketingStats';

/**
 * "As seen in" (platform-core.md 2.5): the media mentions staff publish, each outlet's logo
 * linking to its article; nothing until there is one.
 */
export const PressMentions = () => {
  const mentions = pickPressMentions(useMarketingStats());
  if (mentions.length === 0) return null;
  return (
    <section aria-labelledby="press-title" className="press">
      <h2 id="press-title">As seen in</h2>
      <ul className="press__logos">
        {mentions.map((mention) => (
          <li key={mention.articleUrl}>
            <a href={mention.articleUrl}>
              <img src={mention.logoUrl} alt={mention.outlet} height={40} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
};
