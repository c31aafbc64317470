import { ConfigError } from '@pp/platform';
import { loadMarkingConfig } from './marking.config.js';

describe('the marking model settings', () => {
  it('are off by default', () => {
    const config = loadMarkingConfig({});
    expect(config.MARKING_MODEL_URL).toBeUndefined();
    expect(config.MARKING_MODEL_TIMEOUT_MS).toBe(60000);
  });

  it('take an http(s) URL with the model name and an optional key', () => {
    expect(
      loadMarkingConfig({
        MARKING_MODEL_URL: 'http://vllm:8000/v1',
        MARKING_MODEL_NAME: 'Qwen/Qwen2.5-VL-7B-Instruct',
        MARKING_MODEL_API_KEY: 'sk-1',
      }),
    ).toMatchObject({
      MARKING_MODEL_URL: 'http://vllm:8000/v1',
      MARKING_MODEL_NAME: 'Qwen/Qwen2.5-VL-7B-Instruct',
      MARKING_MODEL_API_KEY: 'sk-1',
    });
  });

  it('refuse a URL without a model name, and a value that is not an http(s) URL, naming the variable and never the key', () => {
    const problem = (env: NodeJS.ProcessEnv) => {
      try {
        loadMarkingConfig(env);
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    const nameless = problem({ MARKING_MODEL_URL: 'http://vllm:8000/v1', MARKING_MODEL_API_KEY: 'sk-secret' });
    expect(nameless).toMatch(/MARKING_MODEL_NAME: is required with MARKING_MODEL_URL/);
    expect(nameless).not.toContain('sk-secret');
    expect(problem({ MARKING_MODEL_URL: 'vllm:8000', MARKING_MODEL_NAME: 'm', MARKING_MODEL_API_KEY: 'sk-secret' })).toMatch(
      /MARKING_MODEL_URL/,
    );
  });
});
