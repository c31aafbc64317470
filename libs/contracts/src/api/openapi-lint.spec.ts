import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';
import { buildOpenApiDocument } from './openapi-document.js';
import { API_OPERATIONS } from './operations.js';

/** The rule sets live in the root config files that the two CLIs also read. */
const rootFile = (name: string) => fileURLToPath(new URL(`../../../../${name}`, import.meta.url));

/** Spectral's built-in rule sets, by the names a config file extends. */
const SPECTRAL_RULESETS: Record<string, unknown> = { 'spectral:oas': spectralRulesets.oas };

/**
 * .spectral.yaml as a rule set object (a YAML rule set needs Spectral's bundler otherwise): the
 * built-in sets it extends, and its rules as they are.
 */
function spectralRulesetOf(path: string) {
  const { data } = spectralParsers.parseYaml(readFileSync(path, 'utf8')) as { data: { extends: string | string[]; rules?: object } };
  const extended = [data.extends].flat().map((name) => {
    if (!SPECTRAL_RULESETS[name]) throw new Error(`${path} extends ${name}, which this spec does not know`);
    return SPECTRAL_RULESETS[name];
  });
  return { extends: extended, rules: data.rules ?? {} } as ConstructorParameters<typeof spectralCore.Ruleset>[0];
}

/** A finding as a reader fixes it: tool, severity, rule, where in the document, and what. */
type Finding = string;

async function spectralFindings(text: string): Promise<Finding[]> {
  const spectral = new spectralCore.Spectral();
  spectral.setRuleset(new spectralCore.Ruleset(spectralRulesetOf(rootFile('.spectral.yaml'))));
  const results = await spectral.run(new spectralCore.Document(text, spectralParsers.Json, '/v1/openapi.json'));
  const severities = ['error', 'warning', 'info', 'hint'];
  return results.map((r) => `spectral ${severities[r.severity]} ${r.code} #/${r.path.join('/')}: ${r.message}`);
}

async function redoclyFindings(text: string): Promise<Finding[]> {
  const config = await loadConfig({ configPath: rootFile('redocly.yaml') });
  const problems = await lintFromString({ source: text, absoluteRef: '/v1/openapi.json', config });
  return problems.map(
    (p) => `redocly ${p.severity === 'warn' ? 'warning' : p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
  );
}

describe('the OpenAPI document under Spectral and Redocly', () => {
  const text = JSON.stringify(buildOpenApiDocument(API_OPERATIONS), null, 2);

  // Errors and warnings both: a rule that does not fit this API is turned off in its config file, with the reason.
  it.each([
    ['Spectral (.spectral.yaml)', spectralFindings],
    ['Redocly (redocly.yaml)', redoclyFindings],
  ])('has no finding by %s', async (_name, findingsOf) => {
    const findings = await findingsOf(text);
    expect(findings.filter((finding) => /^\w+ (error|warning) /.test(finding))).toEqual([]);
  });
});
