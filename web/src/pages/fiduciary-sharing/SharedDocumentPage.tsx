import { useBequest } from '@bequest/sdk/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';

/**
 * The page a shared document's link opens (issue 29), without an account: the fiduciary asks
 * for a one-time code sent to the address the document was shared with, types it, and opens the
 * PDF. A revoked or expired share, or an unknown link, says only that the link no longer works.
 */
export const SharedDocumentPage = () => {
  usePageTitle('Open a shared document', 'Open a document someone shared with you, read-only.');
  const bequest = useBequest();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<{ url: string; fileName: string } | null>(null);
  useEffect(() => () => void (file && URL.revokeObjectURL(file.url)), [file]);

  const gone = 'This link no longer opens a document. Ask the person who shared it for a new one.';

  const askForCode = async () => {
    setFailure(null);
    setBusy(true);
    const sent = await bequest.requestSharedDocumentCode({ body: { key } });
    setBusy(false);
    if (sent.isErr())
      return setFailure(sent.error.status === 429 ? sent.error.error.message : gone);
    setSentTo(sent.value.sentTo);
  };

  const open = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError(null);
    setFailure(null);
    if (!/^\d{6}$/.test(code.trim())) return setCodeError('Enter the 6-digit code from the e-mail');
    setBusy(true);
    const opened = await bequest.openSharedDocument({ body: { key, code: code.trim() } });
    setBusy(false);
    if (opened.isErr()) {
      if (opened.error.status === 400)
        return setCodeError(opened.error.error.fields?.code ?? opened.error.error.message);
      if (opened.error.status === 429) return setFailure(opened.error.error.message);
      setSentTo(null);
      return setFailure(gone);
    }
    const blob = new Blob([opened.value.content as BlobPart], { type: 'application/pdf' });
    setFile({
      url: URL.createObjectURL(blob),
      fileName: opened.value.fileName ?? 'document.pdf',
    });
    setCode('');
  };

  if (!key)
    return (
      <div className="page narrow">
        <h1>Open a shared document</h1>
        <p role="alert">{gone}</p>
      </div>
    );
  return (
    <div className="page narrow">
      <h1>Open a shared document</h1>
      <p>
        Someone named you in their estate plan and shared a document with you, read-only. To make
        sure it is you, we e-mail a one-time code to the address it was shared with each time you
        open it. You do not need an account.
      </p>
      {failure && <p role="alert">{failure}</p>}
      {file && (
        <p role="status">
          Your document is ready:{' '}
          <a href={file.url} download={file.fileName} target="_blank" rel="noreferrer">
            Open {file.fileName}
          </a>
        </p>
      )}
      {sentTo === null ? (
        <button type="button" className="button" disabled={busy} onClick={() => void askForCode()}>
          E-mail me a code
        </button>
      ) : (
        <form onSubmit={(event) => void open(event)} noValidate>
          <p role="status">We sent a code to {sentTo}. It works once, for 10 minutes.</p>
          <div className="field">
            <label htmlFor="shared-document-code">Code from the e-mail</label>
            <input
              id="shared-document-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? 'shared-document-code-error' : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            {codeError && (
              <p id="shared-document-code-error" className="field-error">
                {codeError}
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={busy}>
            Open the document
          </button>{' '}
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => void askForCode()}
          >
            Send a new code
          </button>
        </form>
      )}
    </div>
  );
};

export default SharedDocumentPage;
