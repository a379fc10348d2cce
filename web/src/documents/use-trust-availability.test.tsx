import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';
import { texProfile, texUser } from '../test-setup/signed-in-user';

const TRUST = /Revocable Living Trust & Pour-Over Will/;
const NO_ARMS = {
  FW_TRUST_ALL_STATES: null,
  FW_REPEAT_WILL_USER_EXPERIMENT: null,
  FW_SHARE_WILL_FLOW_USERS_OPTIONAL: null,
  FW_DOWNLOAD_PAGE_REDESIGN: null,
  attorney_consult_banner_copy: null,
};
const allStates = (parameter: boolean) => ({
  ...NO_ARMS,
  FW_TRUST_ALL_STATES: { arm: parameter ? 'all_states' : 'control', parameter, forced: false },
});

/**
 * The main brand's account page for Tex in Washington, where a trust needs a referrer or
 * California (documents.md 5.3): answers whether the trust is offered and the calls made.
 */
const trustOffered = async (flags: Record<string, boolean>, arms: object = NO_ARMS) => {
  const calls: string[] = [];
  renderAppAt(
    '/account',
    {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': {
        status: 200,
        body: texUser({ profile: texProfile({ administrativeArea: 'WA', flags }) }),
      },
      'GET /v2/me/experiments': { status: 200, body: { arms } },
      'POST /v2/me/experiments/FW_TRUST_ALL_STATES/exposure': {
        status: 200,
        body: {
          experiment: 'FW_TRUST_ALL_STATES',
          arm: 'control',
          forced: false,
          exposedAt: '2026-12-01T10:00:00.000Z',
        },
      },
    },
    calls,
  );
  await screen.findByRole('row', { name: /Last Will & Testament/ });
  await waitFor(() => expect(calls).toContain('GET /v2/me/experiments'));
  return { offered: screen.queryByRole('row', { name: TRUST }) !== null, calls };
};

const clearPartnerCookie = () => {
  document.cookie = 'partner_org_id=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

describe('the trust offered with the all-states rule’s real inputs (documents.md 5.3, ADR 0023)', () => {
  afterEach(clearPartnerCookie);

  it('offers a Washington trust with the paid_trust flag, and not without it', async () => {
    expect((await trustOffered({ paid_trust: true })).offered).toBe(true);
    cleanup();
    expect((await trustOffered({})).offered).toBe(false);
  });

  it('offers it with trust_all_states on, or unset with a partner cookie', async () => {
    expect((await trustOffered({ trust_all_states: true })).offered).toBe(true);
    cleanup();
    document.cookie = 'partner_org_id=org-harbor; path=/';
    expect((await trustOffered({})).offered).toBe(true);
  });

  it('follows the has_trust_all_states arm both ways, and logs the exposure it decided', async () => {
    const inArm = await trustOffered({}, allStates(true));
    expect(inArm.offered).toBe(true);
    await waitFor(() =>
      expect(inArm.calls).toContain('POST /v2/me/experiments/FW_TRUST_ALL_STATES/exposure'),
    );
    cleanup();
    expect((await trustOffered({}, allStates(false))).offered).toBe(false);
  });

  it('keeps a trust_all_states flag turned off above the arm, which then decides nothing', async () => {
    const { offered, calls } = await trustOffered({ trust_all_states: false }, allStates(true));
    expect(offered).toBe(false);
    expect(calls).not.toContain('POST /v2/me/experiments/FW_TRUST_ALL_STATES/exposure');
  });
});
