import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';

describe('the shared document page (issue 29)', () => {
  it('sends a code to the shared address and names a wrong code by its field', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/shared-document?key=abc',
      {
        'GET /v2/tenant': tenantAnswer(),
        'POST /v2/shared-documents/code': { status: 200, body: { sentTo: 'm•••@example.com' } },
        'POST /v2/shared-documents/document.pdf': {
          status: 400,
          body: {
            error: {
              code: 'REQUEST.INVALID',
              message: 'That code is not right or has expired. Ask for a new code and try again.',
              fields: {
                code: 'That code is not right or has expired. Ask for a new code and try again.',
              },
            },
          },
        },
      },
      calls,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open a shared document' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByText(/We sent a code to m•••@example.com/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Open the document' }));
    expect(screen.getByLabelText('Code from the e-mail')).toHaveAccessibleDescription(
      'Enter the 6-digit code from the e-mail',
    );
    expect(calls).not.toContain('POST /v2/shared-documents/document.pdf');

    await userEvent.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Open the document' }));
    expect(await screen.findByText(/That code is not right/)).toBeVisible();
    expect(calls).toContain('POST /v2/shared-documents/document.pdf');
  });

  it('says only that a revoked or expired link no longer works', async () => {
    renderAppAt('/shared-document?key=abc', {
      'GET /v2/tenant': tenantAnswer(),
      'POST /v2/shared-documents/code': {
        status: 410,
        body: { error: { code: 'FIDUCIARY_SHARE.GONE', message: 'gone' } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link no longer opens a document. Ask the person who shared it for a new one.',
    );
  });
});
