import { zodResolver } from '@hookform/resolvers/zod';
import { ExecutorsFormSchema, type FiduciariesForm } from '@bequest/sdk/app';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { PeopleList } from './PeopleList';
import { StepForm } from './StepForm';
import { Providers } from '../test-setup/providers';

/** A step whose save answers with `failure`, recording what it was asked to save. */
const ExecutorsStep = ({
  failure,
  saved,
}: {
  readonly failure: string | null;
  readonly saved: unknown[];
}) => {
  const form = useForm<FiduciariesForm, unknown, ReturnType<typeof ExecutorsFormSchema.parse>>({
    resolver: zodResolver(ExecutorsFormSchema),
    defaultValues: { people: [{ first: '', middle: '', last: '' }] },
  });
  return (
    <StepForm
      question="Who should carry out your will?"
      form={form}
      backTo="/will/provisions/no-contest"
      onValid={async (values) => {
        saved.push(values);
        return failure;
      }}
    >
      <PeopleList
        name="people"
        legend="Your executor and backups"
        itemLabel={(index) => (index === 0 ? 'Executor' : `Backup executor ${index}`)}
        addLabel="Add a backup executor"
        max={3}
      />
    </StepForm>
  );
};

const renderStep = (failure: string | null) => {
  const saved: unknown[] = [];
  render(
    <Providers>
      <MemoryRouter>
        <ExecutorsStep failure={failure} saved={saved} />
      </MemoryRouter>
    </Providers>,
  );
  return saved;
};

describe('a wizard step (documents.md 5.1)', () => {
  it('refuses a bad answer with the form-wide message and the field’s own, saving nothing', async () => {
    const saved = renderStep(null);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText(
        'Please check that all required fields are filled out correctly. You may need to scroll down.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter their legal first name')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('shows why a save failed and keeps every answer as typed', async () => {
    const saved = renderStep('estatePlan not loaded');
    await userEvent.type(screen.getByLabelText('First name'), 'Elena');
    await userEvent.type(screen.getByLabelText('Last name'), 'Ruiz');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('estatePlan not loaded');
    expect(screen.getByLabelText('First name')).toHaveValue('Elena');
    expect(screen.getByLabelText('Last name')).toHaveValue('Ruiz');
    expect(saved).toEqual([{ people: [{ first: 'Elena', middle: '', last: 'Ruiz' }] }]);
  });

  it('adds and removes backups up to the limit', async () => {
    renderStep(null);
    await userEvent.click(screen.getByRole('button', { name: 'Add a backup executor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a backup executor' }));
    expect(screen.queryByRole('button', { name: 'Add a backup executor' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Backup executor 2' }));
    expect(screen.getAllByRole('group', { name: /executor/i })).toHaveLength(3);
  });
});
