import request from 'supertest';
import { checkAnswer } from './contract-answers';
import type { TestApp } from './test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Calls = Pick<ReturnType<typeof request>, Method>;

const answeredByContract = (method: Method, url: string) => (response: request.Response) =>
  checkAnswer({
    method,
    path: new URL(url, 'http://api.test').pathname,
    status: response.status,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  });

const checked = (calls: Calls): Calls => {
  const call = (method: Method) => (url: string) =>
    calls[method](url).expect(answeredByContract(method, url));
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  };
};

/**
 * supertest on the test app; a 2xx answer of a contract route that its response schema refuses
 * fails the call.
 */
export const requestApi = (testApp: Pick<TestApp, 'app'>): Calls =>
  checked(request(testApp.app.getHttpServer()));

/** requestApi as one browser: the cookies the API sets are sent back. */
export const browserOn = (testApp: Pick<TestApp, 'app'>): Calls =>
  checked(request.agent(testApp.app.getHttpServer()));
