import { describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { buildTiffin, fakeWebBuild, nagFindings } from './build-app.ts';

// Dev and prod differ in removal policies and CORS; a built web app adds the upload machinery.
const variants = {
  dev: () => buildTiffin('dev'),
  'dev with a built web app': () => buildTiffin('dev', { webDistPath: fakeWebBuild() }),
  prod: () => buildTiffin('prod', { webDistPath: fakeWebBuild() }),
};

describe('the whole app', () => {
  it('stacks are named Tiffin-<stage>-Data, -Secrets, -Api and -Web', () => {
    for (const stage of ['dev', 'prod'] as const) {
      const { data, secrets, api, web } = buildTiffin(stage);
      expect([data, secrets, api, web].map((stack) => stack.stackName)).toEqual([
        `Tiffin-${stage}-Data`,
        `Tiffin-${stage}-Secrets`,
        `Tiffin-${stage}-Api`,
        `Tiffin-${stage}-Web`,
      ]);
    }
  });

  it.each(Object.entries(variants))('cdk-nag finds no unsuppressed AwsSolutions errors (%s)', (_, build) => {
    const { data, secrets, api, web } = build();
    expect([data, secrets, api, web].flatMap((stack) => nagFindings(stack, 'error'))).toEqual([]);
  });

  // cdk-nag v3 marks its report failed on any finding, so an unacknowledged warning fails `cdk synth` too.
  it.each(Object.entries(variants))('cdk-nag warnings are fixed or acknowledged as well (%s)', (_, build) => {
    const { data, secrets, api, web } = build();
    expect([data, secrets, api, web].flatMap((stack) => nagFindings(stack, 'warning'))).toEqual([]);
  });

  it('every stack stays under 500 CloudFormation resources', () => {
    const { data, secrets, api, web } = variants.prod();
    for (const stack of [data, secrets, api, web]) {
      const count = Object.keys(Template.fromStack(stack).toJSON().Resources as object).length;
      console.log(`${stack.stackName}: ${count} CloudFormation resources`);
      expect(count, stack.stackName).toBeLessThan(500);
    }
  });
});

describe('secrets', () => {
  it('no secret value appears in any synthesized template', () => {
    const { data, secrets, api, web } = buildTiffin('prod');
    for (const stack of [data, secrets, api, web]) {
      const text = JSON.stringify(Template.fromStack(stack).toJSON());
      expect(text, stack.stackName).not.toMatch(/"d"\s*:\s*"|PRIVATE KEY|"kty"\s*:/);
      expect(text, stack.stackName).not.toMatch(/SecretString"\s*:\s*"[^"]/);
    }
  });
});
