/**
 * What a user of the package reaches by name: everything the package's entry points export (functions, classes,
 * objects such as the bots, constants, interfaces and types), and the methods of the interfaces those exports hand
 * out (a game module, the fast path, a bot, a game's arbitraries). What a dependency declares (immer's `Patch`,
 * which the editor re-exports) is left to its own documentation. Found with the TypeScript compiler from the entry
 * points, so a new export is counted without a list to keep.
 */
import { relative } from 'node:path';
import ts from 'typescript';

/** The package's entry points, as the exports map publishes them. */
export const ENTRY_POINTS = [
  'src/index.ts',
  'src/tessera/index.ts',
  'src/tesseris/index.ts',
  'src/editor/index.ts',
  'src/testing/index.ts',
  'src/workers/index.ts',
  'src/boardgame.io/index.ts',
];

/** The interfaces whose methods users call on the objects the package gives them. */
const HANDED_OUT_INTERFACES = new Set(['GameModule', 'FastPath', 'Bot', 'GameArbitraries']);

/** `file#name` for each export and handed-out method, as `tsdocExamples` names its examples. */
export function publicExports(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (config === undefined) throw new Error('tsconfig.json does not parse');
  const program = ts.createProgram(ENTRY_POINTS, config.options);
  const checker = program.getTypeChecker();
  const found = new Set<string>();
  const nameOf = (declaration: ts.Declaration, name: string): string => `${relative(process.cwd(), declaration.getSourceFile().fileName)}#${name}`;
  const visitType = (symbol: ts.Symbol): void => {
    for (const declaration of symbol.declarations ?? []) {
      if (!ts.isInterfaceDeclaration(declaration) || !HANDED_OUT_INTERFACES.has(declaration.name.text)) continue;
      for (const member of declaration.members) {
        if (ts.isMethodSignature(member) && ts.isIdentifier(member.name)) found.add(nameOf(member, member.name.text));
      }
    }
  };
  for (const entry of ENTRY_POINTS) {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      visitType(symbol);
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      // `export * as name` re-exports a whole module, whose own comment has its examples.
      if (declaration === undefined || ts.isSourceFile(declaration)) continue;
      if (!declaration.getSourceFile().fileName.includes('/node_modules/')) found.add(nameOf(declaration, symbol.name));
    }
  }
  return [...found].sort();
}
