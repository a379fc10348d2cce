import type { DirectoryImportResultView } from '@bequest/sdk';
import { csvParts } from '@bequest/sdk/app';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import type { StaffDataProvider } from '../data-provider';

type Summary = DirectoryImportResultView & { readonly fileName: string };

/** How many refused lines the summary lists; the count says how many there were in all. */
const SHOWN_REFUSALS = 20;

/**
 * The nonprofit directory's import (issue 23): an IRS EO BMF extract (eo1.csv … eo4.csv) sent a
 * part at a time, with the organizations loaded and the lines refused, and why.
 */
export const DirectoryImport = () => {
  const data = useDataProvider<StaffDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure('Choose an EO BMF extract (a .csv file) to import.');
    setFailure(null);
    setSummary(null);
    const parts = csvParts(await file.text());
    let loaded = 0;
    const refused: DirectoryImportResultView['refused'] = [];
    try {
      for (const [index, part] of parts.entries()) {
        setProgress(`Importing ${file.name}: part ${index + 1} of ${parts.length}…`);
        const result = await data.importDirectoryPart({ fileName: file.name, ...part });
        loaded += result.loaded;
        refused.push(...result.refused);
      }
      setSummary({ fileName: file.name, loaded, refused });
    } catch (error) {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields;
      setFailure(fields?.csv ?? (error as Error).message);
    }
    setProgress(null);
  };

  return (
    <Box component="section" aria-labelledby="directory-import" sx={{ my: 3 }}>
      <Typography variant="h6" component="h2" id="directory-import">
        Import the nonprofit directory
      </Typography>
      <Typography sx={{ maxWidth: 720 }}>
        Load the IRS’s exempt organizations master file (EO BMF extracts, eo1.csv to eo4.csv). Each
        organization replaces the earlier record with its EIN.
      </Typography>
      <Box
        component="form"
        aria-label="Import an EO BMF extract"
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 2 }}
      >
        <label>
          EO BMF extract (CSV){' '}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" variant="contained" disabled={progress !== null}>
          Import
        </Button>
      </Box>
      <div role="status">
        {progress && <Typography>{progress}</Typography>}
        {failure && <Alert severity="error">{failure}</Alert>}
        {summary && (
          <Alert severity={summary.refused.length === 0 ? 'success' : 'warning'}>
            {summary.fileName}: {summary.loaded.toLocaleString('en-US')} organization
            {summary.loaded === 1 ? '' : 's'} loaded,{' '}
            {summary.refused.length.toLocaleString('en-US')} refused.
            {summary.refused.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {summary.refused.slice(0, SHOWN_REFUSALS).map((refusal) => (
                  <li key={refusal.line}>
                    Line {refusal.line}: {refusal.message}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </div>
    </Box>
  );
};
