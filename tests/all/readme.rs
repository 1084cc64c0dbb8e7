//! The two front doors, `README.md` and `README.zh-CN.md`, say the same facts: each links
//! the other near its top and stays within 200 lines; their tables list the same files under
//! the same judges, every judge bin of the registry among them; their code blocks are the
//! same (a trailing `#` or `//` comment may be translated); they link the same pages, and
//! every relative link names a file or folder of the repository. The 对拍 transcript is what
//! `duipai` prints when the command above it is run.

use crate::common::{self, Scratch};
use std::collections::BTreeSet;
use std::path::Path;

const ENGLISH: &str = "README.md";
const CHINESE: &str = "README.zh-CN.md";

fn read(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The fenced code blocks, each as (its language tag, its lines).
fn code_blocks(text: &str) -> Vec<(String, Vec<String>)> {
    let mut blocks = Vec::new();
    let mut open: Option<(String, Vec<String>)> = None;
    for line in text.lines() {
        match (line.strip_prefix("```"), open.take()) {
            (Some(_), Some(block)) => blocks.push(block),
            (Some(tag), None) => open = Some((tag.to_string(), Vec::new())),
            (None, Some((tag, mut lines))) => {
                lines.push(line.to_string());
                open = Some((tag, lines));
            }
            (None, None) => {}
        }
    }
    assert!(open.is_none(), "a code block is never closed");
    blocks
}

/// A code block's lines with a trailing comment cut (`  # …` in shell, `  // …` in C++),
/// which a README may write in its own language; a transcript is kept whole.
fn without_comments(tag: &str, lines: &[String]) -> Vec<String> {
    let marker = match tag {
        "sh" => "  # ",
        "cpp" => "  // ",
        _ => return lines.to_vec(),
    };
    let cut = |l: &String| l.split(marker).next().unwrap_or("").trim_end().to_string();
    lines.iter().map(cut).collect()
}

/// The link targets, `](target)`, in order of first appearance.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("](") {
        let rest = &text[at + 2..];
        if let Some(end) = rest.find(')') {
            let target = rest[..end].to_string();
            if !found.contains(&target) {
                found.push(target);
            }
        }
    }
    found
}

/// The table rows' files, each with the number of its table: (table, `name.rs`).
fn table_files(text: &str) -> Vec<(usize, String)> {
    let mut table = 0;
    let mut rows = Vec::new();
    for line in text.lines() {
        // A table's second line, `|---|---|`, starts it.
        table += usize::from(line.starts_with("|---"));
        let Some(cell) = line.strip_prefix("| `") else {
            continue;
        };
        if let Some((file, _)) = cell.split_once(".rs`") {
            rows.push((table, format!("{file}.rs")));
        }
    }
    rows
}

#[test]
fn each_readme_links_the_other_at_its_top_and_stays_within_200_lines() {
    for (name, other) in [(ENGLISH, CHINESE), (CHINESE, ENGLISH)] {
        let text = read(name);
        let top: String = text.lines().take(5).collect::<Vec<_>>().join("\n");
        assert!(
            top.contains(&format!("]({other})")),
            "{name} does not link {other} at its top"
        );
        assert!(
            text.lines().count() <= 200,
            "{name}: {} lines",
            text.lines().count()
        );
    }
}

#[test]
fn both_tables_list_every_judge_bin_under_the_same_judges() {
    let (english, chinese) = (table_files(&read(ENGLISH)), table_files(&read(CHINESE)));
    assert_eq!(english, chinese);
    let listed: BTreeSet<String> = english.into_iter().map(|(_, file)| file).collect();
    let bins: BTreeSet<String> = common::bin_names()
        .into_iter()
        .map(|b| format!("{b}.rs"))
        .collect();
    assert_eq!(listed, bins);
}

#[test]
fn both_readmes_have_the_same_code_blocks_and_links() {
    let (english, chinese) = (read(ENGLISH), read(CHINESE));
    let blocks = |text: &str| -> Vec<(String, Vec<String>)> {
        let strip = |(tag, lines): (String, Vec<String>)| {
            let kept = without_comments(&tag, &lines);
            (tag, kept)
        };
        code_blocks(text).into_iter().map(strip).collect()
    };
    assert_eq!(blocks(&english), blocks(&chinese));
    let pages = |text: &str, other: &str| -> BTreeSet<String> {
        links(text).into_iter().filter(|l| l != other).collect()
    };
    assert_eq!(pages(&english, CHINESE), pages(&chinese, ENGLISH));
}

#[test]
fn every_relative_link_names_a_file_of_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for name in [ENGLISH, CHINESE] {
        for link in links(&read(name)) {
            if link.starts_with("http://") || link.starts_with("https://") {
                continue;
            }
            let path = link.split('#').next().unwrap_or("");
            assert!(
                root.join(path).exists(),
                "{name} links {link}, which is not there"
            );
        }
    }
}

/// The 对拍 transcript, run as printed with a solver that always says -1 (what the
/// README's BFS that gives up at depth 20 prints on a board 23 moves out).
#[test]
#[cfg_attr(windows, ignore = "needs a Unix shell")]
fn the_duipai_transcript_is_what_duipai_prints() {
    let blocks = code_blocks(&read(ENGLISH));
    let prompt = "$ cargo run --release --bin duipai -- ";
    let (_, lines) = blocks
        .iter()
        .find(|(_, lines)| lines.first().is_some_and(|l| l.starts_with(prompt)))
        .expect("the README has a duipai transcript");
    let args: Vec<&str> = lines[0][prompt.len()..].split(' ').collect();
    let s = Scratch::new("readme");
    s.script("my_solution", "echo -1");
    // As under `cargo run`, which the transcript shows (cargo tells its programs so).
    let output = assert_cmd::Command::cargo_bin("duipai")
        .unwrap()
        .args(&args)
        .env("CARGO", "cargo")
        .env("CARGO_MANIFEST_DIR", env!("CARGO_MANIFEST_DIR"))
        .current_dir(&s.0)
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .unwrap();
    let printed = String::from_utf8_lossy(&output.stdout);
    assert_eq!(printed, lines[1..].join("\n") + "\n");
    assert_eq!(output.status.code(), Some(1));
}

/// The rules bite: a dropped row, a changed command and a link to no file are each found.
#[test]
fn a_readme_that_drifts_is_caught() {
    let english = read(ENGLISH);
    let rows = table_files(&english);
    let dropped = english.replacen(&format!("| `{}`", rows[0].1), "| x", 1);
    assert_ne!(table_files(&dropped), rows);
    let changed = english.replacen("cargo test --release ", "cargo test ", 1);
    let blocks = |t: &str| {
        code_blocks(t)
            .into_iter()
            .map(|(_, l)| l)
            .collect::<Vec<_>>()
    };
    assert_ne!(blocks(&changed), blocks(&english));
    let stripped = without_comments("sh", &["cargo test  # 测试".to_string()]);
    assert_eq!(stripped, ["cargo test"]);
    assert!(links("[a](docs/none.md)").contains(&"docs/none.md".to_string()));
    assert!(!Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/none.md")
        .exists());
}
