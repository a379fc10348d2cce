// Checks the license of every runtime dependency in a CycloneDX SBOM against ./policy.mjs.
//   node tools/licenses/check-licenses.mjs sbom.cdx.json
// The project's own workspaces (private, unlicensed) are skipped.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ALLOWED, EXCEPTIONS } from './policy.mjs';

/** The license expression a CycloneDX component declares, or null. */
export const declaredLicense = (component) => {
  const entries = component.licenses ?? [];
  if (entries.length === 0) return null;
  return entries
    .map((entry) => entry.expression ?? entry.license?.id ?? entry.license?.name ?? '')
    .map((text) => (entries.length > 1 ? `(${text})` : text))
    .join(' OR ');
};

/**
 * Whether an SPDX expression is satisfied by the allowed ids: OR needs one side, AND both; a
 * `WITH` exception or a `+` suffix counts as its license.
 */
export const satisfies = (expression, allowed) => {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let position = 0;
  const primary = () => {
    const token = tokens[position++];
    if (token === '(') {
      const value = or();
      if (tokens[position++] !== ')')
        throw new Error(`unbalanced license expression: ${expression}`);
      return value;
    }
    if (token === undefined) throw new Error(`incomplete license expression: ${expression}`);
    // `GPL-2.0-only WITH Classpath-exception-2.0` is judged as GPL-2.0-only.
    if (tokens[position]?.toUpperCase() === 'WITH') position += 2;
    return allowed.includes(token.replace(/\+$/, ''));
  };
  const and = () => {
    let value = primary();
    while (tokens[position]?.toUpperCase() === 'AND') {
      position += 1;
      value = primary() && value;
    }
    return value;
  };
  const or = () => {
    let value = and();
    while (tokens[position]?.toUpperCase() === 'OR') {
      position += 1;
      value = and() || value;
    }
    return value;
  };
  const value = or();
  if (position !== tokens.length) throw new Error(`unreadable license expression: ${expression}`);
  return value;
};

const isOwnWorkspace = (component, rootName) =>
  component.purl?.startsWith('pkg:npm/%40bequest/') ||
  component.properties?.some((p) => p.name === 'cdx:npm:package:private' && p.value === 'true') ||
  component.name === rootName;

const fullName = (component) =>
  component.group ? `${component.group}/${component.name}` : component.name;

/** The problems of an SBOM against a policy: one line each; none when every dependency passes. */
export const checkLicenses = (sbom, { allowed = ALLOWED, exceptions = EXCEPTIONS } = {}) => {
  const problems = [];
  const used = new Set();
  const rootName = sbom.metadata?.component?.name;
  const components = sbom.components ?? [];
  if (components.length === 0) problems.push('the SBOM lists no components');
  let checked = 0;
  for (const component of components) {
    if (isOwnWorkspace(component, rootName)) continue;
    checked += 1;
    // npm's SBOM names a scoped package by its bom-ref (name@version) and its name without scope.
    const name = component['bom-ref']?.replace(/@[^@]*$/, '') ?? fullName(component);
    const license = declaredLicense(component);
    const exception = exceptions.find(
      (entry) =>
        entry.name === name &&
        entry.license === license &&
        (entry.versions === null || entry.versions.includes(component.version)),
    );
    if (exception) {
      used.add(exception);
      continue;
    }
    let ok;
    try {
      ok = license !== null && satisfies(license, allowed);
    } catch (error) {
      problems.push(`${name}@${component.version}: ${error.message}`);
      continue;
    }
    if (!ok) {
      problems.push(
        `${name}@${component.version}: ${license ?? 'no license declared'} is not on the allow-list`,
      );
    }
  }
  for (const entry of exceptions) {
    if (!used.has(entry)) {
      problems.push(
        `the exception for ${entry.name} (${entry.license}) matches no dependency: remove it`,
      );
    }
  }
  return { problems, checked };
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node tools/licenses/check-licenses.mjs <sbom.cdx.json>');
    process.exit(2);
  }
  const { problems, checked } = checkLicenses(JSON.parse(readFileSync(file, 'utf8')));
  if (problems.length > 0) {
    console.error(
      `licenses: ${problems.length} problem(s) in ${file}:\n  ${problems.join('\n  ')}`,
    );
    console.error(
      'Allow a license or add an exception, with its reason, in tools/licenses/policy.mjs.',
    );
    process.exit(1);
  }
  console.log(
    `licenses: the ${checked} runtime dependencies in ${file} are all allowed (${EXCEPTIONS.length} exceptions, tools/licenses/policy.mjs)`,
  );
}
