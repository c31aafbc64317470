import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { browserLaunchOf } from './browser.js';

describe('the browser the suites launch', () => {
  it('is the pinned Chromium from npm, unpacked whole, with the package’s fonts only and the same-origin policy kept', async () => {
    const launch = await browserLaunchOf();
    expect(existsSync(launch.executablePath)).toBe(true);
    const fontsConf = readFileSync(join(launch.env.FONTCONFIG_PATH, 'fonts.conf'), 'utf8');
    expect(fontsConf).toContain(`<dir>${dirname(launch.executablePath)}/fonts</dir>`);
    expect(fontsConf.match(/<dir>/g)).toHaveLength(1);
    expect(
      launch.args.filter((flag) => ['--disable-web-security', '--allow-running-insecure-content', '--single-process'].includes(flag)),
    ).toEqual([]);
    expect(launch.args).toContain('--no-sandbox');
  });
});
