//! The code judge bins share by copy (each must paste alone) has not drifted: a function of
//! the same name and signature is the same text, doc comment included, in every bin that
//! has it, and so is each definition and `impl` block of the types in [`SHARED_TYPES`];
//! every bin has the same `main`; and `p1379_flat.rs` is `p1379.rs` but for its header and
//! its neighbour table.

use eight_puzzle::registry;
use std::collections::BTreeMap;
use std::path::Path;

/// The problem's own entry points: same signature in every bin, different on purpose.
const PER_PROBLEM: &[&str] = &["parse", "solve"];

/// Functions every judge bin must have, identically.
const EVERYWHERE: &[&str] = &["main"];

/// Types copied whole between bins (the count tables' numbering of `aoj_idastar`,
/// `acwing_astar` and `acwing_steps`, the walking-distance tables and the A* of the last
/// two): their `struct` and `impl` blocks are compared like functions.
const SHARED_TYPES: &[&str] = &[
    "Numbering",
    "WalkingDistance",
    "AStar",
    "Seen",
    "Entry",
    "Parts",
];

/// The name a top-level item line introduces, if it is a function or a shared type's
/// `struct` or `impl` block.
fn item_name(line: &str) -> Option<String> {
    if let Some(rest) = line.strip_prefix("pub fn ").or(line.strip_prefix("fn ")) {
        let name = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_');
        return Some(name.collect());
    }
    let typed = ["struct ", "pub struct ", "impl "]
        .iter()
        .any(|p| line.starts_with(p));
    let words: Vec<&str> = line
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .collect();
    let shared = SHARED_TYPES.iter().find(|t| words.contains(t));
    shared.filter(|_| typed).map(|t| t.to_string())
}

fn source(bin: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("src/bin/{bin}.rs"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A top-level function: its name, its signature line and its whole text with the doc
/// comments and attributes above it.
struct Function {
    name: String,
    signature: String,
    text: String,
}

/// The top-level functions of a file (those starting at column 0, ending at a lone `}`), and
/// the `struct` and `impl` blocks of [`SHARED_TYPES`].
fn functions(source: &str) -> Vec<Function> {
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(name) = item_name(line) else {
            continue;
        };
        let mut first = i;
        while first > 0
            && (lines[first - 1].starts_with("///") || lines[first - 1].starts_with("#["))
        {
            first -= 1;
        }
        let one_line = line.trim_end().ends_with('}') || line.trim_end().ends_with(';');
        let last = (i..lines.len())
            .find(|&j| lines[j] == "}" || one_line)
            .expect("a function ends");
        let text = lines[first..=last].join("\n");
        found.push(Function {
            name,
            signature: line.to_string(),
            text,
        });
    }
    found
}

/// Every bin's top-level functions and shared types but the per-problem ones, grouped by
/// signature line: (bin, text) for each copy. Fails if a bin lacks a function of
/// [`EVERYWHERE`].
fn copies_by_signature() -> BTreeMap<String, Vec<(String, String)>> {
    let mut by_signature: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for bin in registry::bin_names(" ").split(' ') {
        let found = functions(&source(bin));
        for name in EVERYWHERE {
            let has = found.iter().any(|f| &f.name == name);
            assert!(has, "src/bin/{bin}.rs has no fn {name}");
        }
        let shared = found
            .into_iter()
            .filter(|f| !PER_PROBLEM.contains(&f.name.as_str()));
        for f in shared {
            let copies = by_signature.entry(f.signature).or_default();
            copies.push((bin.to_string(), f.text));
        }
    }
    by_signature
}

#[test]
fn shared_functions_are_identical_in_every_bin() {
    for (signature, copies) in &copies_by_signature() {
        let (first_bin, first) = &copies[0];
        for (bin, text) in &copies[1..] {
            assert_eq!(
                text, first,
                "`{signature}` in src/bin/{bin}.rs has drifted from src/bin/{first_bin}.rs"
            );
        }
    }
}

/// The copies the guard exists for are found, so it cannot pass by finding nothing.
#[test]
fn the_guard_finds_the_copies_it_exists_for() {
    let by_signature = copies_by_signature();
    let shared = [
        "fn main()",
        "fn read_input()",
        "fn rank(board: &[u8; 9])",
        "fn tile_parity(",
        "impl Numbering {",
        "impl WalkingDistance {",
        "pub struct WalkingDistance {",
        "fn a_star(",
        "impl AStar {",
        "struct Seen {",
        "struct Entry {",
        "impl Parts {",
    ];
    for name in shared {
        let copies: usize = by_signature
            .iter()
            .filter(|(signature, _)| signature.contains(name))
            .map(|(_, copies)| copies.len())
            .sum();
        assert!(copies >= 2, "{name}: {copies} copies");
    }
}

/// The file without its header (the leading `//!` lines) and without the item `const
/// NEIGHBOURS` with the comments above it.
fn without_header_and_neighbours(source: &str) -> String {
    let lines: Vec<&str> = source
        .lines()
        .skip_while(|l| l.starts_with("//!"))
        .collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("const NEIGHBOURS"))
        .expect("a table");
    let mut first = start;
    while lines[first - 1].starts_with("///") {
        first -= 1;
    }
    let end = (start..lines.len())
        .find(|&j| lines[j] == "];")
        .expect("the table ends");
    [&lines[..first], &lines[end + 1..]].concat().join("\n")
}

#[test]
fn the_flat_bin_differs_from_p1379_only_in_its_header_and_neighbour_table() {
    let real = without_header_and_neighbours(&source("p1379"));
    let flat = without_header_and_neighbours(&source("p1379_flat"));
    for (i, (a, b)) in real.lines().zip(flat.lines()).enumerate() {
        assert_eq!(
            a,
            b,
            "src/bin/p1379_flat.rs drifted from p1379.rs at line {} of the body",
            i + 1
        );
    }
    assert_eq!(
        real.lines().count(),
        flat.lines().count(),
        "p1379_flat.rs and p1379.rs differ in length"
    );
    assert!(real.len() > 3000, "the comparison covers the code");
}

#[test]
fn the_extractor_finds_functions_with_their_docs() {
    let text = "//! x\n\n/// Doc.\n#[inline]\npub fn a(x: u8) -> u8 {\n    x\n}\nfn b() {}\n\
                impl Display for Parts {\n}\nimpl Other {\n}\n";
    let found = functions(text);
    assert_eq!(found.len(), 3);
    assert_eq!(found[2].name, "Parts");
    assert_eq!(found[0].name, "a");
    assert!(found[0].text.starts_with("/// Doc.") && found[0].text.ends_with('}'));
}
