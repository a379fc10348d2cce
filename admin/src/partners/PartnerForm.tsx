import { Box, Link, Typography } from '@mui/material';
import {
  BooleanInput,
  DateInput,
  FormDataConsumer,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';

interface PreviewValues {
  readonly uriLogo?: string | null;
  readonly welcomeMessage?: string | null;
  readonly displayName?: string | null;
}

/** The partner's logo and welcome as its page shows them, from the form's current values. */
const Preview = ({ uriLogo: logo, welcomeMessage: welcome, displayName: name }: PreviewValues) => {
  const record = useRecordContext<{ urlName: string }>();
  return (
    <Box
      component="section"
      aria-label="Preview"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, width: '100%' }}
    >
      <Typography variant="subtitle2" component="h2">
        Preview
      </Typography>
      {logo && /^(https:\/\/|\/(?!\/))/.test(logo) && (
        <Box component="img" src={logo} alt={`${name ?? ''} logo`} sx={{ maxHeight: 48, my: 1 }} />
      )}
      <Typography>{welcome || `Welcome, friends of ${name ?? 'the partner'}`}</Typography>
      {record?.urlName && (
        <Link href={`/${record.urlName}`} target="_blank" rel="noopener">
          Open the partner’s page
        </Link>
      )}
    </Box>
  );
};

/**
 * A partner's name, custom URL, CA compliance and page customizations (giving 3.7). The server
 * validates; its messages show under the fields they name.
 */
export const PartnerForm = () => (
  <SimpleForm>
    <FormDataConsumer<PreviewValues>>
      {({ formData }) => <Preview {...formData} />}
    </FormDataConsumer>
    <TextInput source="displayName" label="Display name" fullWidth />
    <TextInput
      source="urlName"
      label="URL name"
      helperText="The partner’s page is /{URL name}: lowercase letters, digits and dashes."
      fullWidth
    />
    <TextInput source="welcomeMessage" label="Welcome message" multiline fullWidth />
    <TextInput source="copyLongForm" label="Landing page text" multiline fullWidth />
    <TextInput
      source="uriLogo"
      label="Logo address"
      helperText="An https address or a path on this site."
      fullWidth
    />
    <TextInput
      source="uriCta"
      label="Call to action address"
      helperText="An https address or a path on this site."
      fullWidth
    />
    <DateInput
      source="landingV2Date"
      label="Landing page version 2 from"
      helperText="Empty for the first landing page."
    />
    <BooleanInput source="isCaCompliant" label="California-compliant" />
    <BooleanInput source="isOptInForMAWMText" label="Make-A-Will Month" />
    <BooleanInput source="isOptInForGiftIntentText" label="Gift intent text" />
    <BooleanInput source="hasTrustsForBeneficiaries" label="Trusts as beneficiaries" />
  </SimpleForm>
);
