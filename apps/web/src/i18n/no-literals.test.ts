import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads comes from a catalog (docs/decisions/0024-languages.md): this fails on English written into
 * a component instead, whether as JSX text, a visible prop (label, placeholder, aria-label, alt...) or
 * a sentence in a string. Brand names and symbols are allowed.
 */
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ALLOWED = new Set(['Mithaq', 'PayU', 'WhatsApp', 'UPI', 'OTP', 'PDF', 'JPEG', 'PNG', 'WebP', 'OK']);

const VISIBLE_PROP =
  /^(label|placeholder|title|alt|description|error|message|eyebrow|lead|heading|caption|hint|tooltip|emptyText|confirmLabel|cancelLabel|aria-label|aria-description|aria-valuetext|aria-roledescription)$/i;

/** A sentence or phrase for people: a capital letter, then words with spaces. */
const SENTENCE = /^[A-Z][a-z'’]*(?:[ ,][A-Za-z'’,.:;!?()-]+)+[.!?…:]?$/;

const hasWords = (text: string) => {
  const stripped = text.replace(/&[a-z]+;/g, '').trim();
  return /[A-Za-z]{2,}/.test(stripped) && !ALLOWED.has(stripped);
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|test-translator\.ts$/.test(entry.name)) return [];
    return [full];
  });
}

function literalsIn(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(srcDir, file)}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, JSON.stringify(node.text.trim()));
    else if (ts.isJsxAttribute(node) && VISIBLE_PROP.test(node.name.getText())) {
      const init = node.initializer;
      const literal =
        init && ts.isStringLiteral(init)
          ? init
          : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
            ? init.expression
            : null;
      if (literal && hasWords(literal.text)) report(node, `${node.name.getText()}=${JSON.stringify(literal.text)}`);
    } else if (
      ts.isPropertyAssignment(node) &&
      VISIBLE_PROP.test(node.name.getText().replace(/['"]/g, '')) &&
      ts.isStringLiteralLike(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      report(node, `${node.name.getText()}: ${JSON.stringify(node.initializer.text)}`);
      return;
    } else if (
      ts.isStringLiteralLike(node) &&
      !ts.isJsxAttribute(node.parent) &&
      SENTENCE.test(node.text) &&
      hasWords(node.text)
    ) {
      if (!ts.isPropertyAssignment(node.parent) || node.parent.initializer === node)
        report(node, JSON.stringify(node.text));
    } else if (ts.isTemplateExpression(node) && SENTENCE.test(node.head.text.trim()) && hasWords(node.head.text)) {
      report(node, JSON.stringify(node.head.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the web app', () => {
  it('writes no English for people outside the catalogs', () => {
    const literals = sourceFiles(srcDir).flatMap(literalsIn);
    expect(literals).toEqual([]);
  });
});
