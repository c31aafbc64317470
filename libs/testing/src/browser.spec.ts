import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { browserLaunchOf } from './browser.js';

describe('the browser the suites launch', () => {
  it('is the pinned Chromium from npm, unpacked whole, with the package’s fonts only and the same-origin policy kept', async () => {
    const launch = await browserLaunchOf({});
    expect(launch.source).toBe('npm');
    expect(existsSync(launch.executablePath)).toBe(true);
    const fontsConf = readFileSync(join(launch.env.FONTCONFIG_PATH, 'fonts.conf'), 'utf8');
    expect(fontsConf).toContain(`<dir>${dirname(launch.executablePath)}/fonts</dir>`);
    expect(fontsConf.match(/<dir>/g)).toHaveLength(1);
    expect(
      launch.args.filter((flag) => ['--disable-web-security', '--allow-running-insecure-content', '--single-process'].includes(flag)),
    ).toEqual([]);
    expect(launch.args).toContain('--no-sandbox');
  });

  it('takes BROWSER_EXECUTABLE instead, and names the install command when it is missing', async () => {
    expect(await browserLaunchOf({ BROWSER_EXECUTABLE: process.execPath })).toMatchObject({
      executablePath: process.execPath,
      args: [],
      source: 'BROWSER_EXECUTABLE',
    });
    await expect(browserLaunchOf({ BROWSER_EXECUTABLE: '/nowhere/chromium' })).rejects.toThrow(/apt-get install chromium/);
  });
});
