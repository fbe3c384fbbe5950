import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex, signS3Request } from './s3Signature';

const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** The signature computed step by step with node:crypto, written from the SigV4 description, as an independent check. */
function referenceSignature(canonicalRequest: string, timestamp: string, region: string, secret: string) {
  const day = timestamp.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${timestamp}\n${scope}\n${createHash('sha256').update(canonicalRequest).digest('hex')}`;
  const dateKey = createHmac('sha256', `AWS4${secret}`).update(day).digest();
  const regionKey = createHmac('sha256', dateKey).update(region).digest();
  const serviceKey = createHmac('sha256', regionKey).update('s3').digest();
  const signingKey = createHmac('sha256', serviceKey).update('aws4_request').digest();
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

describe('S3 request signing (SigV4)', () => {
  it('signs the S3 documentation example "GET Object" (a ranged read of test.txt) to its published signature', async () => {
    const headers = await signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_HASH,
      },
      credentials,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs a path-style PUT of a media file with a query string as an independent node:crypto computation does', async () => {
    const body = new TextEncoder().encode('the bytes of a small file');
    const payloadHash = await sha256Hex(body);
    expect(payloadHash).toBe(createHash('sha256').update(body).digest('hex'));
    const key = `media/${'ab'.repeat(32)}.png`;
    const url = new URL(`http://127.0.0.1:9000/masthead-media/${key}?x-id=PutObject&acl=private`);
    const headers = await signS3Request(
      { method: 'put', url, headers: { 'Content-Type': '  image/png  ' }, payloadHash },
      { ...credentials, region: 'eu-west-2' },
      new Date('2026-11-21T10:11:12.345Z'),
    );
    const canonicalRequest = [
      'PUT',
      `/masthead-media/${key}`,
      'acl=private&x-id=PutObject',
      `content-type:image/png\nhost:127.0.0.1:9000\nx-amz-content-sha256:${payloadHash}\nx-amz-date:20261121T101112Z\n`,
      'content-type;host;x-amz-content-sha256;x-amz-date',
      payloadHash,
    ].join('\n');
    const expected = referenceSignature(canonicalRequest, '20261121T101112Z', 'eu-west-2', credentials.secretAccessKey);
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20261121/eu-west-2/s3/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=${expected}`,
    );
  });
});
