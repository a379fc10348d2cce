/**
 * The version of the API contract this SDK speaks: `info.version` of `/v2/openapi.json`. Its major
 * is the path the routes live under (`API_BASE_PATH`); its minor grows with each additive change
 * (docs/api-versioning.md).
 */
export const API_VERSION = '2.0.0';
