//! `gen [--problem P] [--size N] <seed> [k] [mode]`: one test case on stdout.
//!
//! For the default problem (the registry's first, the seed's P1379) it prints what the
//! reference generator prints for the same arguments, byte for byte: mode 0 walks k random
//! moves back from the goal, mode 1 draws from the cases at true distance >= k (k defaults to
//! 30, mode to 0). Mode 2 draws any arrangement. Other problems print a case in their own
//! format, for their own goal and distance. A negative k walks no moves, as in the
//! reference; k is at most 1,000,000. In mode 1, k may be a range `A..=B` of distances.
//! Problems too large to list draw and solve until a case lies in the range, which serves
//! distances up to a measured limit (each answered within about 2 s); `--help` lists each
//! problem's limit from the registry, and a k beyond it is refused at once.

use eight_puzzle::cases::Generator;
use eight_puzzle::cli::{parse_number, Flag, Tool};
use eight_puzzle::sampling::{Mode, Reach};
use eight_puzzle::tables::Tables;

const TOOL: Tool = Tool {
    name: "gen",
    usage: "gen [--problem P] [--size N] <seed> [k] [mode]",
    about: "Prints one test case. seed: 0..=4294967295; k: 30 by default, at most 1000000;
mode: 0 walks k random moves back from the goal (the default), 1 draws from the cases
at least k moves out (or A..=B moves, given k as a range A..=B), 2 draws any arrangement.
N is the board's side, for problems with sizes. Mode 1 lists every case in range where
the space is small enough, and otherwise draws cases and solves them (within about 2 s for
any seed: the slowest k of each problem, measured, is in docs/benchmarks.md): it serves
k up to the largest below and refuses a larger k at once.",
    flags: &[Flag::value("--problem"), Flag::value("--size")],
    error_exit: 2,
};

/// Ends the process with the error line; usable wherever a value of any type is expected.
fn fail<T>(why: String) -> T {
    TOOL.fail(&why)
}

fn main() {
    let args = TOOL.args();
    let problem = args.problem_or_first().unwrap_or_else(fail);
    let (seed, k, mode) = match args.positional.as_slice() {
        [] => fail("missing <seed>".into()),
        [seed] => (seed.as_str(), "30", "0"),
        [seed, k] => (seed.as_str(), k.as_str(), "0"),
        [seed, k, mode] => (seed.as_str(), k.as_str(), mode.as_str()),
        _ => fail("too many arguments".into()),
    };
    let seed: u32 = parse_number("seed", seed).unwrap_or_else(fail);
    let reach = Reach::parse(k).unwrap_or_else(fail);
    let mode = parse_number("mode", mode)
        .and_then(Mode::from_number)
        .unwrap_or_else(fail);
    let tables = Tables::new();
    let case = Generator::new(&tables).case(problem, seed, reach, mode);
    TOOL.print(&case.unwrap_or_else(fail));
}
