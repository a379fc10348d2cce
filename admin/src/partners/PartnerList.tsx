import type { PartnerView } from '@bequest/sdk';
import {
  BooleanField,
  CreateButton,
  DateField,
  Datagrid,
  List,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { useSmallScreen } from '../use-small-screen';

/** The partner organizations with their custom URLs; a row opens the partner's edit. */
export const PartnerList = () => {
  const small = useSmallScreen();
  return (
    <List
      exporter={false}
      title="Partners"
      actions={
        <TopToolbar>
          <CreateButton label="Add a partner" />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<PartnerView>
          primaryText={(partner) => partner.displayName}
          secondaryText={(partner) => `/${partner.urlName}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="displayName" label="Name" sortable={false} />
          <TextField source="urlName" label="URL name" sortable={false} />
          <BooleanField source="isCaCompliant" label="CA compliant" sortable={false} />
          <BooleanField source="isOptInForMAWMText" label="Make-A-Will Month" sortable={false} />
          <DateField source="updatedAt" label="Changed" showTime sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
