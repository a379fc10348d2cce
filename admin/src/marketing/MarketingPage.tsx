import { PressMentionSchema, type MarketingContent, type PressMention } from '@bequest/sdk/app';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';

const FIGURES = [
  ['willsCreated', 'Wills created'],
  ['amountRaised', 'Amount raised for charity'],
  ['partnerCount', 'Partner organizations'],
] as const;
const MENTION_FIELDS = [
  ['outlet', 'Outlet'],
  ['logoUrl', 'Logo address'],
  ['articleUrl', 'Article address'],
] as const;
const NO_MENTION: PressMention = { outlet: '', logoUrl: '', articleUrl: '' };

/**
 * The home page section as it will read, figures first, then "As seen in": only the mentions that
 * would publish, so a logo at an address the page may not load is never fetched.
 */
const Preview = ({ content }: { readonly content: MarketingContent }) => {
  const mentions = content.pressMentions.filter(
    (mention) => PressMentionSchema.safeParse(mention).success,
  );
  return (
    <Box component="section" aria-labelledby="preview-title" sx={{ border: 1, p: 2 }}>
      <Typography id="preview-title" variant="h6" component="h2">
        Preview of the home page
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, pl: 0 }}>
        {FIGURES.map(([key, label]) => (
          <Box component="li" key={key} sx={{ listStyle: 'none' }}>
            <strong>{content.figures[key]}</strong> {label.toLowerCase()}
          </Box>
        ))}
      </Box>
      {mentions.length > 0 && (
        <>
          <Typography component="h3">As seen in</Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pl: 0 }}>
            {mentions.map((mention, index) => (
              <Box component="li" key={index} sx={{ listStyle: 'none' }}>
                <img src={mention.logoUrl} alt={mention.outlet} height={40} />
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};

/**
 * The home page's figures and media mentions (issue 24): partner managers and administrators
 * publish them, each field at fault named as the server names it.
 */
export const MarketingPage = () => {
  const data = useDataProvider<StaffDataProvider>();
  const [content, setContent] = useState<MarketingContent | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    void data.getMarketingContent().then(setContent);
  }, [data]);
  if (!content) return null;

  const setMention = (index: number, changed: Partial<PressMention>) =>
    setContent({
      ...content,
      pressMentions: content.pressMentions.map((mention, at) =>
        at === index ? { ...mention, ...changed } : mention,
      ),
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setContent(await data.publishMarketingContent(content));
      setErrors({});
      setMessage({ ok: true, text: 'Published: the home page shows it on its next load.' });
    } catch (error) {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};
      setErrors(fields);
      setMessage({
        ok: false,
        text:
          Object.keys(fields).length > 0
            ? 'Not published: see the fields marked.'
            : (error as Error).message,
      });
    }
  };

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        Home page marketing
      </Typography>
      <Box
        component="form"
        aria-label="Home page marketing"
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
        noValidate
      >
        {FIGURES.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            value={content.figures[key]}
            onChange={(event) =>
              setContent({ ...content, figures: { ...content.figures, [key]: event.target.value } })
            }
            error={Boolean(errors[`figures.${key}`])}
            helperText={errors[`figures.${key}`] ?? 'As the home page shows it, such as 602K+'}
          />
        ))}
        {content.pressMentions.map((mention, index) => (
          <Box
            component="fieldset"
            key={index}
            sx={{ display: 'grid', gap: 2, border: 1, borderColor: 'divider', p: 2 }}
          >
            <legend>Press mention {index + 1}</legend>
            {MENTION_FIELDS.map(([key, label]) => (
              <TextField
                key={key}
                label={label}
                value={mention[key]}
                onChange={(event) => setMention(index, { [key]: event.target.value })}
                error={Boolean(errors[`pressMentions.${index}.${key}`])}
                helperText={errors[`pressMentions.${index}.${key}`]}
              />
            ))}
            <Button
              onClick={() =>
                setContent({
                  ...content,
                  pressMentions: content.pressMentions.filter((_, at) => at !== index),
                })
              }
            >
              Remove press mention {index + 1}
            </Button>
          </Box>
        ))}
        {errors.pressMentions && <Typography color="error">{errors.pressMentions}</Typography>}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            onClick={() =>
              setContent({ ...content, pressMentions: [...content.pressMentions, NO_MENTION] })
            }
          >
            Add a press mention
          </Button>
          <Button type="submit" variant="contained">
            Publish
          </Button>
        </Box>
      </Box>
      <ActionMessage message={message} />
      <Preview content={content} />
    </Box>
  );
};
