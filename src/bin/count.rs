//! `count [--problem P] [--size N] [--instances FILE] [--tables] [csv]`: the measured facts
//! of a problem's state graph, or (`--tables`) the tables its judge bin holds as data.
//!
//! For P1379 (the default), `count csv` prints the reference `count csv` byte for byte and
//! `count` the same measurements for people. Other problems print the same kind of table;
//! the 15-puzzle's (`aoj_idastar`) holds its breadth-first layers beside the OEIS, and
//! `--instances FILE` solves every board in FILE (such as Korf's 100 in `src/data/`).
//! Exit code 1 when a measurement disagrees with a published figure, 2 for bad arguments.

use eight_puzzle::cli::{read_bounded, Flag, ReadError, Tool};
use eight_puzzle::problems::p1379::P1379;
use eight_puzzle::tables::Tables;
use std::io::{self, Write};

const TOOL: Tool = Tool {
    name: "count",
    usage: "count [--problem P] [--size N] [--instances FILE] [--tables] [csv]",
    about: "Prints the measured facts of a problem's state graph (P1379 by default): for
people, or with csv as the reference's table. With --instances (15-puzzle only), solves
each board of FILE (one per line, its last 16 numbers; # starts a comment) and checks the
length in its second field, if any. With --tables, prints the tables the problem's judge
bin holds as written data, exactly as the bin writes them, to regenerate them. Exits 1 if anything disagrees with a published figure.",
    flags: &[
        Flag::value("--problem"),
        Flag::value("--size"),
        Flag::value("--instances"),
        Flag::switch("--tables"),
    ],
    error_exit: 2,
};

/// The longest instances file read.
const MAX_FILE: u64 = 16 << 20;

fn main() {
    let args = TOOL.args();
    let problem = args
        .problem_or(&P1379)
        .unwrap_or_else(|why| TOOL.fail(&why));
    let csv = match args.positional.as_slice() {
        [] => false,
        [word] if word == "csv" => true,
        [word, ..] => TOOL.fail(&format!("unknown argument '{word}'")),
    };
    if args.switch("--tables") {
        let written = problem.bin_tables().unwrap_or_else(|why| TOOL.fail(&why));
        TOOL.print(&written);
        return;
    }
    let tables = Tables::new();
    let counted = match args.value("--instances") {
        None => problem.count(&tables, csv),
        Some(path) => read_bounded(path, MAX_FILE)
            .map_err(|e| match e {
                ReadError::Cannot(why) => format!("cannot read {path}: {why}"),
                ReadError::Invalid(why) => format!("{path} {why}"),
            })
            .and_then(|text| problem.count_instances(&tables, &text))
            .unwrap_or_else(|why| TOOL.fail(&why)),
    };
    TOOL.print(&counted.text);
    if let Some(first) = counted.disagreements.first() {
        let more = counted.disagreements.len() - 1;
        let _ = writeln!(io::stderr(), "error: {first} (and {more} more)");
        std::process::exit(1);
    }
}
