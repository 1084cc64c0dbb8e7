//! A data pack on disk, in one of three layouts, each with its `REPORT.md`. Each layout
//! is a module that holds its host's rules, with the code or documentation it follows;
//! `docs/packs.md` says the same for users.
//!
//! - [`plain`]: `1.in`, `1.out`, … (Luogu, HUSTOJ, LibreOJ), the statements and the
//!   special judge, and a flat zip for Luogu's upload;
//! - [`hydro`]: a folder and a zip that Hydro's "Import problem" turns into one problem;
//! - [`icpc`]: the problem package format of Kattis and DOMjudge.
//!
//! [`statement`] fills a problem's statement; [`report`] writes `REPORT.md`; [`zip`] writes
//! the zips.

pub mod hydro;
pub mod icpc;
pub mod plain;
pub mod report;
pub mod statement;
pub mod zip;

pub use report::{report, summary};

use crate::pack::Pack;
use crate::problem::Problem;
use crate::text::clip_to;
use std::path::Path;

/// A file of a pack: its path inside the pack's folder (`/` between folders) and its bytes.
pub type File = (String, Vec<u8>);

/// The layouts a pack is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Plain,
    Hydro,
    Icpc,
}

impl Format {
    /// The layout named `word`.
    pub fn parse(word: &str) -> Result<Format, String> {
        match word {
            "plain" => Ok(Format::Plain),
            "hydro" => Ok(Format::Hydro),
            "icpc" => Ok(Format::Icpc),
            _ => Err(format!(
                "unknown format '{}': expected plain, hydro or icpc",
                clip_to(word, 40)
            )),
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Format::Plain => "plain",
            Format::Hydro => "hydro",
            Format::Icpc => "icpc",
        }
    }
}

/// Every file of the pack in `format`, in the order they are written, `REPORT.md` last; an
/// error for a statement or a checker that is missing or malformed.
pub fn files(pack: &Pack, format: Format) -> Result<Vec<File>, String> {
    let cpp = cpp_checker(pack.problem)?;
    let mut files = match format {
        Format::Plain => plain::files(pack, cpp)?,
        Format::Hydro => hydro::files(pack, cpp)?,
        Format::Icpc => icpc::files(pack, cpp)?,
    };
    files.push(("REPORT.md".into(), report(pack, format).into_bytes()));
    Ok(files)
}

/// The C++ special judge (`src/checkers/<problem>.cpp`) of a problem whose answers are not
/// unique: the one every judge builds (Luogu's are C++ only, and Hydro installs gcc).
pub fn cpp_checker(problem: &dyn Problem) -> Result<Option<String>, String> {
    if problem.checker().is_none() {
        return Ok(None);
    }
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/checkers")
        .join(format!("{}.cpp", problem.name()));
    std::fs::read_to_string(&path)
        .map(Some)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// Whether the problem's words may be strings of digits that begin with 0 (a board as one
/// word, `023145678`): whether any case of its first bin has such a word. The input
/// validator refuses other numbers with a leading zero.
pub fn digit_strings(problem: &dyn Problem) -> bool {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("cases")
        .join(problem.name());
    let padded =
        |w: &str| w.len() > 1 && w.starts_with('0') && w.bytes().all(|b| b.is_ascii_digit());
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_name().to_string_lossy().ends_with(".in"))
        .filter_map(|entry| std::fs::read_to_string(entry.path()).ok())
        .any(|text| text.split_ascii_whitespace().any(padded))
}

/// The card's first line, split into the source (`Luogu P1379 八数码难题`) and its address
/// (the first `https://` word in the card's first three lines), if it has one.
pub fn source(bin: &str) -> (String, Option<String>) {
    let first = bin.lines().next().unwrap_or("").trim_start_matches("// ");
    let name = first.split(": http").next().unwrap_or(first);
    let name = name
        .split(" (")
        .next()
        .unwrap_or(name)
        .trim_end_matches(':');
    let url = bin
        .lines()
        .take(3)
        .flat_map(str::split_whitespace)
        .find(|w| w.starts_with("https://"))
        .map(|w| w.trim_end_matches([',', ';', ')']).to_string());
    (name.trim().to_string(), url)
}

/// `text` as a double-quoted YAML string.
pub fn yaml_string(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Milliseconds as seconds, without a fraction where there is none (`1`, `2.5`).
pub fn seconds(ms: u32) -> String {
    match ms % 1000 {
        0 => (ms / 1000).to_string(),
        _ => format!("{}", f64::from(ms) / 1000.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_source_is_read_off_the_card() {
        let card =
            "// Luogu P1225 黑白棋游戏: https://www.luogu.com.cn/problem/P1225 (special judge)\n";
        let (name, url) = source(card);
        assert_eq!(name, "Luogu P1225 黑白棋游戏");
        assert_eq!(
            url.as_deref(),
            Some("https://www.luogu.com.cn/problem/P1225")
        );
        let (name, url) = source("// yuzan1830's challenge (三), alternating swaps (no judge).\n");
        assert_eq!((name.as_str(), url), ("yuzan1830's challenge", None));
    }
}
