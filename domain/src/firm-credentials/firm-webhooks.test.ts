import {
  parseWebhookSignature,
  webhookRetryDelayMs,
  webhookSignatureHeader,
  webhookSignedText,
} from './firm-webhooks';

describe('firm webhook signatures (issue 25)', () => {
  it('signs "<t>.<body>" and reads the header back', () => {
    expect(webhookSignedText(1_700_000_000, '{"a":1}')).toBe('1700000000.{"a":1}');
    const header = webhookSignatureHeader(1_700_000_000, 'ab'.repeat(32));
    expect(parseWebhookSignature(header)).toEqual({
      timestamp: 1_700_000_000,
      signatures: ['ab'.repeat(32)],
    });
    for (const text of ['', 't=1', `v1=${'ab'.repeat(32)}`, `t=x,v1=${'ab'.repeat(32)}`])
      expect(parseWebhookSignature(text)).toBeNull();
  });

  it('backs off from 10 seconds, doubling, to at most an hour', () => {
    expect([1, 2, 3, 20].map(webhookRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 3_600_000]);
  });
});
