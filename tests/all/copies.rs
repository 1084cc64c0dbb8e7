//! The code judge bins share by copy (each must paste alone) has not drifted: every top-level
//! item of the same kind, name and type in two bins (a `fn` or `const fn` by its signature, a
//! `const`, `static` or type alias by its name and type, the `struct` and `impl` blocks of the
//! types in [`SHARED_TYPES`]) is the same text, doc comment included, in every bin that has it;
//! every bin has the same `main`. A test changes one copy of each kind on a scratch copy of the
//! sources and requires the guard to name it.

use crate::common;
use eight_puzzle::registry;
use std::collections::BTreeMap;
use std::path::Path;

/// The problem's own entry points and goal, and the seed's flawed bin's wrong neighbours
/// (held to the right ones by the seed problem's test): same names, different on purpose.
const PER_PROBLEM: &[&str] = &["parse", "solve", "GOAL", "NEIGHBOURS"];

/// Functions every judge bin must have, identically.
const EVERYWHERE: &[&str] = &["main", "read_input", "words", "clip", "MAX_INPUT"];

/// Types copied whole between bins (the count tables' numbering of three bins, the
/// walking-distance tables and the A* of two): their `struct` and `impl` blocks are compared
/// like functions.
const SHARED_TYPES: &[&str] = &[
    "Numbering",
    "WalkingDistance",
    "AStar",
    "Seen",
    "Entry",
    "Parts",
];

/// The key and name of the item a top-level line starts, if the guard compares it: a
/// function's signature line, a constant's, static's or type alias's text before ` =`, or a
/// shared type's `struct` or `impl` line.
fn item_key(line: &str) -> Option<(String, String)> {
    let bare = line.strip_prefix("pub ").unwrap_or(line);
    let name_after = |prefix: &str| {
        let rest = bare.strip_prefix(prefix)?;
        let name = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_');
        Some(name.collect::<String>())
    };
    for prefix in ["fn ", "const fn ", "const ", "static ", "type "] {
        // An anonymous `const _` (a compile-time check) is each bin's own.
        if let Some(name) = name_after(prefix).filter(|name| name != "_") {
            let key = match prefix {
                "fn " | "const fn " => line.to_string(),
                _ => bare.split(" =").next().unwrap_or(bare).to_string(),
            };
            return Some((key, name));
        }
    }
    let typed = ["struct ", "impl "].iter().any(|p| bare.starts_with(p));
    let words: Vec<&str> = bare
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .collect();
    let shared = SHARED_TYPES.iter().find(|t| words.contains(t));
    shared
        .filter(|_| typed)
        .map(|t| (line.to_string(), t.to_string()))
}

pub fn source(bin: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("src/bin/{bin}.rs"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A top-level item: its name, its key (see [`item_key`]) and its whole text with the doc
/// comments and attributes above it.
struct Item {
    name: String,
    key: String,
    text: String,
}

/// Where the item starting at line `i` ends: a block at its lone closing line, anything else
/// at the first line where its brackets close and it ends with `;`.
fn item_end(lines: &[&str], i: usize) -> usize {
    let mut depth = 0i32;
    for (j, line) in lines.iter().enumerate().skip(i) {
        for c in line.chars() {
            depth += match c {
                '(' | '[' | '{' => 1,
                ')' | ']' | '}' => -1,
                _ => 0,
            };
        }
        let closed = depth <= 0 && (line.ends_with(';') || *line == "}");
        if closed || j > i && matches!(*line, "}" | "};" | "];") {
            return j;
        }
    }
    lines.len() - 1
}

/// The items of a file the guard compares (see [`item_key`]).
fn items(source: &str) -> Vec<Item> {
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some((key, name)) = item_key(line) else {
            continue;
        };
        let mut first = i;
        while first > 0
            && (lines[first - 1].starts_with("///") || lines[first - 1].starts_with("#["))
        {
            first -= 1;
        }
        let text = lines[first..=item_end(&lines, i)].join("\n");
        found.push(Item { name, key, text });
    }
    found
}

/// The bins' sources by name.
fn sources() -> Vec<(String, String)> {
    let bins = registry::bin_names(" ");
    bins.split(' ')
        .map(|b| (b.to_string(), source(b)))
        .collect()
}

/// Every bin's compared items but the per-problem ones, grouped by key: (bin, text) for each
/// copy. Fails if a bin lacks an item of [`EVERYWHERE`].
fn copies_by_key(sources: &[(String, String)]) -> BTreeMap<String, Vec<(String, String)>> {
    let mut by_key: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for (bin, source) in sources {
        let found = items(source);
        for name in EVERYWHERE {
            let has = found.iter().any(|f| &f.name == name);
            assert!(has, "src/bin/{bin}.rs has no {name}");
        }
        let shared = found
            .into_iter()
            .filter(|f| !PER_PROBLEM.contains(&f.name.as_str()));
        for f in shared {
            by_key.entry(f.key).or_default().push((bin.clone(), f.text));
        }
    }
    by_key
}

/// The copies that differ from the first copy of their item, one line each.
fn drifts(sources: &[(String, String)]) -> Vec<String> {
    let mut found = Vec::new();
    for (key, copies) in &copies_by_key(sources) {
        let (first_bin, first) = &copies[0];
        for (bin, text) in &copies[1..] {
            if text != first {
                found.push(format!(
                    "`{key}` in {bin}.rs has drifted from {first_bin}.rs"
                ));
            }
        }
    }
    found
}

#[test]
fn shared_items_are_identical_in_every_bin() {
    let found = drifts(&sources());
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The copies the guard exists for are found, so it cannot pass by finding nothing.
/// Items the bins share by design, each with the fewest bins that hold it (0: every bin).
const SHARED: &[(&str, usize)] = &[
    ("fn main()", 0),
    ("const MAX_INPUT: u64", 0),
    ("fn words(", 0),
    ("fn rank(board: &[u8; 9])", 2),
    ("fn tile_parity(", 3),
    ("impl Numbering {", 3),
    ("impl WalkingDistance {", 2),
    ("fn a_star(", 2),
    ("impl AStar {", 2),
    ("struct Seen {", 2),
    ("impl Parts {", 2),
    ("const MOVES:", 2),
    ("const KEY:", 2),
    ("const fn order(", 2),
];

#[test]
fn the_guard_finds_the_copies_it_exists_for() {
    let by_key = copies_by_key(&sources());
    let every = common::bin_names().len();
    for &(name, least) in SHARED {
        let least = if least == 0 { every } else { least };
        let copies: usize = by_key
            .iter()
            .filter(|(key, _)| key.contains(name))
            .map(|(_, copies)| copies.len())
            .sum();
        assert!(copies >= least, "{name}: {copies} copies, {least} expected");
    }
}

/// On a scratch copy of the sources, changing one copy of a shared item of each kind (a
/// function, a constant, a `const fn`, a type's block) makes the guard name that item.
#[test]
fn the_guard_names_a_changed_copy_of_every_kind() {
    // Each change is made in the first bin (in the registry's order) whose source has it.
    let changes = [
        (
            "const MAX_INPUT: u64 = 1 << 22;",
            "const MAX_INPUT: u64 = 1 << 23;",
        ),
        (
            "    cell % 3 * 3 + cell / 3\n",
            "    cell % 3 * 3 + cell / 3 + 0\n",
        ),
        ("(b'u', -3), (b'd', 3)", "(b'd', 3), (b'u', -3)"),
        ("self.side * self.per_blank", "self.per_blank * self.side"),
        ("clipped.push_str(\"...\");", "clipped.push_str(\"..\");"),
    ];
    for (from, to) in changes {
        let mut scratch = sources();
        let (bin, text) = scratch
            .iter_mut()
            .find(|(_, t)| t.contains(from))
            .expect("a bin");
        let bin = bin.clone();
        *text = text.replacen(from, to, 1);
        let found = drifts(&scratch);
        assert!(
            found.iter().any(|d| d.contains(&format!("{bin}.rs"))),
            "changing `{from}` in {bin}.rs went unnoticed"
        );
    }
}

#[test]
fn the_extractor_finds_items_with_their_docs() {
    let text = "// x\n\n/// Doc.\n#[inline]\npub fn a(x: u8) -> u8 {\n    x\n}\nfn b() {}\n\
                impl Display for Parts {\n}\nimpl Other {\n}\nconst T: [u8; 2] = [\n    1,\n    2,\n];\n\
                const S: &str =\n    \"a\\\nb\";\nconst U: u8 = 1;\n";
    let found = items(text);
    let names: Vec<&str> = found.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["a", "b", "Parts", "T", "S", "U"]);
    assert!(found[0].text.starts_with("/// Doc.") && found[0].text.ends_with('}'));
    assert!(found[3].text.ends_with("];") && found[4].text.ends_with("b\";"));
}

/// The Rust special judges of the data packs (`src/checkers/`), each pasted alone like a bin:
/// their own names (`judge`, a board type's parser) aside, an item two of them hold is the
/// same text in both, and every one has the same `main`.
#[test]
fn the_special_judges_share_their_copies_identically() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/checkers");
    let mut sources = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            sources.push((name, std::fs::read_to_string(&path).unwrap()));
        }
    }
    let mut by_key: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for (checker, source) in &sources {
        let found = items(source);
        assert!(
            found.iter().any(|f| f.name == "main"),
            "{checker} has no main"
        );
        for f in found
            .into_iter()
            .filter(|f| !["judge", "read_board", "GOAL"].contains(&f.name.as_str()))
        {
            by_key
                .entry(f.key)
                .or_default()
                .push((checker.clone(), f.text));
        }
    }
    let mains = by_key.iter().find(|(key, _)| key.starts_with("fn main()"));
    assert_eq!(mains.map(|(_, copies)| copies.len()), Some(sources.len()));
    for (key, copies) in &by_key {
        for (checker, text) in &copies[1..] {
            assert_eq!(
                text, &copies[0].1,
                "`{key}` in {checker}.rs has drifted from {}.rs",
                copies[0].0
            );
        }
    }
}
