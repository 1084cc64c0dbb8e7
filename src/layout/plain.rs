//! The `plain` layout: `1.in`, `1.out`, … for Luogu, HUSTOJ and LibreOJ, with:
//!
//! - `statement.zh.md` and `statement.en.md`, to paste into the problem's page;
//! - the special judge where answers are not unique: `checker.cpp` (Luogu's special judges
//!   are C++ testlib checkers; HUSTOJ runs a built one named `tpj`) and `checker.rs`;
//! - `data.zip`, the flat zip Luogu's data upload takes: the tests and `checker.cpp`.

use super::statement::{self, Lang, Samples};
use super::{zip, File};
use crate::pack::Pack;

/// Every file of the plain layout but `REPORT.md`.
pub fn files(pack: &Pack, cpp_checker: Option<String>) -> Result<Vec<File>, String> {
    let mut data = Vec::new();
    for (i, test) in pack.tests.iter().enumerate() {
        data.push((format!("{}.in", i + 1), test.input.clone().into_bytes()));
        data.push((format!("{}.out", i + 1), test.answer.clone().into_bytes()));
    }
    if let Some(source) = cpp_checker {
        data.push(("checker.cpp".into(), source.into_bytes()));
    }
    let mut files = data.clone();
    if let Some(source) = pack.problem.checker() {
        files.push(("checker.rs".into(), source.as_bytes().to_vec()));
    }
    for lang in [Lang::Zh, Lang::En] {
        let text = statement::filled(pack, lang, Samples::Plain)?;
        files.push((format!("statement.{}.md", lang.code()), text.into_bytes()));
    }
    files.push(("data.zip".into(), zip::write(&data)?));
    Ok(files)
}
