#!/usr/bin/env node
// Lints Dockerfiles: the syntax checks of dockerfile-utils (the parser behind the Docker language server) as
// errors, plus the hadolint rules that matter for this image, written on dockerfile-ast's parse (decision 0015).
// Usage: node scripts/lint-dockerfile.mjs <Dockerfile>...  Exits 1 on any problem.
import { readFileSync } from 'node:fs';
import { DockerfileParser } from 'dockerfile-ast';
import { validate, ValidationSeverity } from 'dockerfile-utils';

const ERROR = ValidationSeverity.ERROR;
/** Every setting of the validator raised to an error: a warning nobody reads is no check. */
const VALIDATOR_SETTINGS = {
  deprecatedMaintainer: ERROR,
  directiveCasing: ERROR,
  emptyContinuationLine: ERROR,
  instructionCasing: ERROR,
  instructionCmdMultiple: ERROR,
  instructionEntrypointMultiple: ERROR,
  instructionHealthcheckMultiple: ERROR,
  instructionJSONInSingleQuotes: ERROR,
  instructionWorkdirRelative: ERROR,
};

/** hadolint's rules (ids kept so they can be looked up), each: instruction -> message or null. */
const RULES = [
  {
    id: 'DL3006/DL3007',
    keyword: 'FROM',
    check(instruction, stages) {
      const image = instruction.getImageName();
      if (!image || stages.has(image) || image === 'scratch') return null;
      const tag = instruction.getImageTag();
      if (instruction.getImageDigest()) return null;
      if (!tag) return `image "${image}" has no tag: pin a version`;
      if (tag === 'latest' || /^(lts|current|stable)(-|$)/.test(tag) || /^\d+(-|$)/.test(tag))
        return `image "${image}:${tag}" floats: pin a full version (major.minor.patch)`;
      return null;
    },
  },
  {
    id: 'DL3020',
    keyword: 'ADD',
    check: () => 'use COPY for files and folders (ADD fetches URLs and unpacks archives)',
  },
  {
    id: 'DL3025',
    keyword: ['CMD', 'ENTRYPOINT'],
    check: (instruction) =>
      instruction.getJSONStrings().length === 0 ? 'use the JSON form so signals reach the process' : null,
  },
  {
    id: 'DL3003',
    keyword: 'RUN',
    check: (instruction) =>
      /(^|&&|;|\|\|)\s*cd\s/.test(instruction.getArgumentsContent() ?? '')
        ? 'use WORKDIR instead of cd'
        : null,
  },
  {
    id: 'DL3016',
    keyword: 'RUN',
    check(instruction) {
      const text = instruction.getArgumentsContent() ?? '';
      const install = /\bnpm\s+(?:install|i)\s+((?:\s*-{1,2}[\w-]+)*)\s*([^&;|]+)/.exec(text);
      if (!install) return null;
      const unpinned = install[2]
        .split(/\s+/)
        .filter((word) => word && !word.startsWith('-') && !/^(@[^@/]+\/)?[^@]+@\d/.test(word));
      return unpinned.length > 0 ? `pin the npm package version: ${unpinned.join(', ')}` : null;
    },
  },
  {
    id: 'DL4006',
    keyword: 'RUN',
    check: (instruction) =>
      /[^|]\|[^|]/.test(instruction.getArgumentsContent() ?? '')
        ? 'a pipe hides the failure of its first command: set SHELL ["/bin/bash", "-o", "pipefail", "-c"] or avoid it'
        : null,
  },
];

/** Rules about the file as a whole. */
function fileRules(dockerfile) {
  const problems = [];
  const instructions = dockerfile.getInstructions();
  const lastFrom = instructions.findLastIndex((i) => i.getKeyword() === 'FROM');
  const finalStage = instructions.slice(lastFrom);
  const users = finalStage.filter((i) => i.getKeyword() === 'USER');
  const lastUser = users.at(-1)?.getArgumentsContent()?.trim();
  if (!lastUser)
    problems.push({ line: lastFrom, id: 'DL3002', message: 'the final stage runs as root: add USER' });
  else if (/^(root|0)(:|$)/.test(lastUser))
    problems.push({ line: lastFrom, id: 'DL3002', message: 'the final stage must not run as root' });
  if (!finalStage.some((i) => i.getKeyword() === 'HEALTHCHECK'))
    problems.push({ line: lastFrom, id: 'healthcheck', message: 'the final stage has no HEALTHCHECK' });
  return problems;
}

function lint(file) {
  const content = readFileSync(file, 'utf8');
  const problems = validate(content, VALIDATOR_SETTINGS).map((d) => ({
    line: d.range.start.line,
    id: `dockerfile-utils ${d.code ?? ''}`.trim(),
    message: d.message,
  }));
  const dockerfile = DockerfileParser.parse(content);
  const stages = new Set();
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    for (const rule of RULES) {
      const keywords = Array.isArray(rule.keyword) ? rule.keyword : [rule.keyword];
      if (!keywords.includes(keyword)) continue;
      const message = rule.check(instruction, stages);
      if (message) problems.push({ line: instruction.getRange().start.line, id: rule.id, message });
    }
    // a later FROM may name an earlier stage instead of an image
    if (keyword === 'FROM' && instruction.getBuildStage()) stages.add(instruction.getBuildStage());
  }
  problems.push(...fileRules(dockerfile));
  return problems.sort((a, b) => a.line - b.line).map((p) => `${file}:${p.line + 1}  ${p.id}  ${p.message}`);
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: lint-dockerfile.mjs <Dockerfile>...');
  process.exit(2);
}
const problems = files.flatMap(lint);
for (const problem of problems) console.error(problem);
console.log(`${files.length} Dockerfile(s) checked, ${problems.length} problem(s)`);
process.exit(problems.length > 0 ? 1 : 0);
