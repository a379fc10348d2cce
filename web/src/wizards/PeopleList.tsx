import { EMPTY_NAME } from '@bequest/sdk/app';
import { ItemList } from './ItemList';
import { PersonNameFields } from './PersonNameFields';

/** An ordered list of named people: executors, guardians, custodians. */
export const PeopleList = (props: {
  readonly name: string;
  readonly legend: string;
  readonly itemLabel: (index: number) => string;
  readonly addLabel: string;
  readonly max: number;
}) => (
  <ItemList {...props} blank={EMPTY_NAME}>
    {(path) => <PersonNameFields name={path} />}
  </ItemList>
);
