import type { SmartGivingSettingsView } from '@bequest/sdk';
import { GIVING_WAYS } from '@bequest/sdk/app';
import { Typography } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, SimpleList, TextField } from 'react-admin';
import { useSmallScreen } from '../use-small-screen';

/** A page as the list holds it: named by its organization (data-provider.ts). */
type PageRecord = SmartGivingSettingsView & { readonly id: string };

const waysOf = (page: PageRecord) => page.settings.ways.map((way) => GIVING_WAYS[way]).join('; ');

/** The partner nonprofits' smart giving pages (issue 26): open one to set its page and widget. */
export const SmartGivingList = () => {
  const small = useSmallScreen();
  return (
    <List exporter={false} title="Smart giving pages" pagination={false}>
      <Typography sx={{ maxWidth: 720, my: 2 }}>
        Each partner nonprofit has a giving page at /smartgiving/its-name. Open one to choose the
        ways to give it offers, its story and color, and the sites that may show its widget.
      </Typography>
      {small ? (
        <SimpleList<PageRecord>
          primaryText={(page) => page.displayName}
          secondaryText={waysOf}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="displayName" label="Nonprofit" sortable={false} />
          <TextField source="urlName" label="Page" sortable={false} />
          <FunctionField<PageRecord> label="Ways to give" render={waysOf} />
          <FunctionField<PageRecord>
            label="Widget sites"
            render={(page) => page.settings.widgetOrigins.join(' ') || 'none'}
          />
          <DateField source="updatedAt" label="Saved" showTime emptyText="never" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
