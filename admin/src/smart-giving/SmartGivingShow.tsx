import type { SmartGivingSettingsView } from '@bequest/sdk';
import {
  GIVING_WAY_NAMES,
  GIVING_WAYS,
  widgetEmbedSnippet,
  type GivingWay,
} from '@bequest/sdk/app';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Show, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';
import { NonprofitDeliveryForm } from './NonprofitDeliveryForm';

type Fields = Partial<Record<'ways' | 'story' | 'primaryColor' | 'widgetOrigins', string>>;

/** The first message the server gave for a field or one of its items (`widgetOrigins.0`). */
const fieldMessage = (fields: Record<string, string>, name: keyof Fields) =>
  Object.entries(fields).find(([field]) => field === name || field.startsWith(`${name}.`))?.[1];

const SettingsForm = () => {
  const page = useRecordContext<SmartGivingSettingsView>();
  const data = useDataProvider<StaffDataProvider>();
  const refresh = useRefresh();
  const [ways, setWays] = useState<GivingWay[]>(page ? [...page.settings.ways] : []);
  const [story, setStory] = useState(page?.settings.story ?? '');
  const [color, setColor] = useState(page?.settings.primaryColor ?? '');
  const [origins, setOrigins] = useState(page?.settings.widgetOrigins.join('\n') ?? '');
  const [errors, setErrors] = useState<Fields>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!page) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await data.configureSmartGivingPage(page.organizationId, {
        ways,
        story: story.trim() || null,
        primaryColor: color.trim() || null,
        widgetOrigins: origins.split(/\s+/).filter(Boolean),
      });
      setErrors({});
      setOrigins(saved.settings.widgetOrigins.join('\n'));
      setMessage({ ok: true, text: `Saved the page of ${saved.displayName}.` });
      refresh();
    } catch (error) {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};
      setErrors({
        ways: fieldMessage(fields, 'ways'),
        story: fieldMessage(fields, 'story'),
        primaryColor: fieldMessage(fields, 'primaryColor'),
        widgetOrigins: fieldMessage(fields, 'widgetOrigins'),
      });
      const marked = Object.keys(fields).length > 0;
      setMessage({
        ok: false,
        text: marked ? 'Not saved: see the fields marked.' : (error as Error).message,
      });
    }
  };

  const snippet = widgetEmbedSnippet(window.location.origin, page.urlName);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {page.displayName}
      </Typography>
      <Typography>
        Its page: <a href={`/smartgiving/${page.urlName}`}>/smartgiving/{page.urlName}</a>
        {page.updatedBy && ` · last saved by ${page.updatedBy}`}
      </Typography>
      <Box
        component="form"
        aria-label="Smart giving page"
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
        noValidate
      >
        <FormControl error={Boolean(errors.ways)} component="fieldset">
          <FormLabel component="legend">Ways to give it offers</FormLabel>
          <FormGroup>
            {GIVING_WAY_NAMES.map((way) => (
              <FormControlLabel
                key={way}
                label={GIVING_WAYS[way]}
                control={
                  <Checkbox
                    checked={ways.includes(way)}
                    onChange={(event) =>
                      setWays((now) =>
                        event.target.checked ? [...now, way] : now.filter((kept) => kept !== way),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {errors.ways && <FormHelperText>{errors.ways}</FormHelperText>}
        </FormControl>
        <TextField
          label="Its story"
          multiline
          minRows={3}
          value={story}
          onChange={(event) => setStory(event.target.value)}
          error={Boolean(errors.story)}
          helperText={errors.story ?? 'Shown under its name; up to 4,000 characters.'}
        />
        <TextField
          label="Its color (#rrggbb)"
          value={color}
          onChange={(event) => setColor(event.target.value)}
          error={Boolean(errors.primaryColor)}
          helperText={errors.primaryColor ?? 'Its buttons take it; leave empty for ours.'}
        />
        <TextField
          label="Sites that may show its widget"
          multiline
          minRows={2}
          value={origins}
          onChange={(event) => setOrigins(event.target.value)}
          error={Boolean(errors.widgetOrigins)}
          helperText={
            errors.widgetOrigins ??
            'One https origin a line, such as https://www.example.org; no other site can frame it.'
          }
        />
        <Box>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </Box>
      </Box>
      <ActionMessage message={message} />
      <TextField
        label="Widget snippet to paste on its site (version 1)"
        value={snippet}
        multiline
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        helperText="Works on the sites listed above once the widget is switched on (FW_SGS_WIDGET)."
      />
      <NonprofitDeliveryForm organizationId={page.organizationId} displayName={page.displayName} />
    </Box>
  );
};

/** One nonprofit's smart giving page and widget, as staff set them (issue 26); audited. */
export const SmartGivingShow = () => (
  <Show title="Smart giving page" actions={false}>
    <SettingsForm />
  </Show>
);
