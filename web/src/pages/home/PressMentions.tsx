import { pickPressMentions, PRESS_MENTIONS_FIELD } from '@bequest/sdk';
import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from '../../sdk-client/bequest';

/**
 * "As seen in" (platform-core.md 2.5): the media mentions staff publish, each outlet's logo
 * linking to its article; nothing until there is one.
 */
export const PressMentions = () => {
  const bequest = useBequest();
  const published = useQuery({
    queryKey: ['marketing-stats', PRESS_MENTIONS_FIELD],
    queryFn: () =>
      unwrap(bequest.getMarketingStats({ query: { fieldNames: PRESS_MENTIONS_FIELD } })),
    staleTime: Infinity,
  });
  const mentions = pickPressMentions(published.data);
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
