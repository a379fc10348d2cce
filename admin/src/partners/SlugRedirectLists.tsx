import type { ExternalPartnerPageView, SlugAliasView } from '@bequest/sdk';
import { Box, Typography } from '@mui/material';
import { DateField, Datagrid, DeleteButton, List, SimpleList, TextField } from 'react-admin';
import { useSmallScreen } from '../use-small-screen';
import { AddRowForm } from './AddRowForm';

const Remove = ({ label }: { readonly label: string }) => (
  <DeleteButton mutationMode="pessimistic" label="Remove" aria-label={label} redirect={false} />
);

/** Organizations' old slugs, each redirected for good to the current one (platform-core.md 2.3). */
export const SlugAliasList = () => {
  const small = useSmallScreen();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Old slugs
      </Typography>
      <Typography sx={{ maxWidth: 720 }}>
        A renamed organization’s old slug sends its pages (/{'{old}'}, /qcd/{'{old}'}, …) to the
        current slug.
      </Typography>
      <AddRowForm
        resource="slug-aliases"
        label="Redirect an old slug"
        fields={[
          { source: 'oldSlug', label: 'Old slug' },
          { source: 'slug', label: 'Current slug' },
        ]}
        submitLabel="Add redirect"
      />
      <List exporter={false} title="Old slugs" actions={false} resource="slug-aliases">
        {small ? (
          <SimpleList<SlugAliasView>
            primaryText={(alias) => `/${alias.oldSlug} → /${alias.slug}`}
            tertiaryText={(alias) => <Remove label={`Remove the redirect of ${alias.oldSlug}`} />}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="oldSlug" label="Old slug" sortable={false} />
            <TextField source="slug" label="Current slug" sortable={false} />
            <DateField source="createdAt" label="Added" showTime sortable={false} />
            <Remove label="Remove the redirect" />
          </Datagrid>
        )}
      </List>
    </Box>
  );
};

/** The /partner/{slug} pages kept on the external estate-planning client site. */
export const ExternalPartnerPageList = () => {
  const small = useSmallScreen();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        External partner pages
      </Typography>
      <Typography sx={{ maxWidth: 720 }}>
        These /partner/{'{slug}'} pages live on the estate-planning client site; visitors are sent
        there.
      </Typography>
      <AddRowForm
        resource="external-partner-pages"
        label="Add an external partner page"
        fields={[{ source: 'slug', label: 'Slug' }]}
        submitLabel="Add"
      />
      <List
        exporter={false}
        title="External partner pages"
        actions={false}
        resource="external-partner-pages"
      >
        {small ? (
          <SimpleList<ExternalPartnerPageView>
            primaryText={(page) => `/partner/${page.slug}`}
            tertiaryText={(page) => <Remove label={`Remove ${page.slug}`} />}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="slug" sortable={false} />
            <DateField source="createdAt" label="Added" showTime sortable={false} />
            <Remove label="Remove the page" />
          </Datagrid>
        )}
      </List>
    </Box>
  );
};
