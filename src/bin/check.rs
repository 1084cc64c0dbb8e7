//! `check <problem> <input> <output> [<answer>]`: judges one output, testlib style.
//!
//! Arguments in testlib's and online-judge-tools' order, so that
//! `oj t -d cases/<bin> --judge-command 'target/release/check <bin>' -c …` works.
//! Prints one line saying why; exits 0 accepted, 1 wrong answer, 2 presentation error
//! (including an output file that is missing, unreadable, too long or not UTF-8: the
//! contestant's fault, as testlib has it), 3 checker failure (an input or answer file that
//! is unreadable or bad; an input over the bins' 4 MiB rule). A bad command line (an unknown
//! problem, a wrong number of arguments) is one `error:` line on stderr and exit 3. The files
//! are judged in the order input, answer, output, so a bad input or answer file is the
//! checker's failure whatever the output.

use eight_puzzle::check::Verdict;
use eight_puzzle::cli::{read_bounded, read_bytes_bounded, ReadError, Tool};
use eight_puzzle::registry;
use eight_puzzle::tables::Tables;
use eight_puzzle::text::MAX_INPUT;

const TOOL: Tool = Tool {
    name: "check",
    usage: "check <problem> <input> <output> [<answer>]",
    about: "Judges a contestant's output file for an input file, with the kit's own oracle.
Exit codes as testlib's: 0 accepted, 1 wrong answer, 2 presentation error, 3 checker failure.
problem: a judge bin's name. An input is read up to 4 MiB, other files up to 16 MiB.
A missing or unreadable output file is a presentation error.",
    flags: &[],
    error_exit: 3,
};

/// The most of a file `check` reads: far more than any valid output (the longest is a few
/// hundred bytes), little enough to keep memory bounded on `/dev/zero`.
const MAX_FILE: u64 = 16 << 20;

/// A file's text (at most `most` bytes), or the verdict `blame` gives a file that cannot be
/// read, is too long or is not UTF-8.
fn read(
    path: &str,
    what: &str,
    most: u64,
    blame: fn(String) -> Verdict,
) -> Result<String, Verdict> {
    read_bounded(path, most).map_err(|e| match e {
        ReadError::Cannot(why) => blame(format!("cannot read {what} file {path}: {why}")),
        ReadError::Invalid(why) => blame(format!("{what} file {why}")),
    })
}

fn judge(problem: &str, paths: &[String]) -> Verdict {
    let problem = registry::find(problem).unwrap_or_else(|why| TOOL.fail(&why));
    let files = (|| {
        let input = read(&paths[0], "input", MAX_INPUT as u64, Verdict::Fail)?;
        let answer = paths.get(2);
        let answer = answer.map(|path| read(path, "answer", MAX_FILE, Verdict::Fail));
        Ok((input, answer.transpose()?))
    })();
    let (input, answer) = match files {
        Ok(files) => files,
        Err(verdict) => return verdict,
    };
    // An unreadable output is judged last: a bad input or answer file is the checker's
    // failure whatever the output, so those are judged first, against an empty output. Its
    // bytes are judged as `duipai` judges a solver's: `judge_bytes`.
    let output = read_bytes_bounded(&paths[1], MAX_FILE).map_err(|e| match e {
        ReadError::Cannot(why) => format!("cannot read output file {}: {why}", paths[1]),
        ReadError::Invalid(why) => format!("output file {why}"),
    });
    let shown = output.as_deref().unwrap_or(b"");
    match (
        problem.judge_bytes(&Tables::new(), &input, shown, answer.as_deref()),
        output.map_err(Verdict::PresentationError),
    ) {
        (failure @ Verdict::Fail(_), _) => failure,
        (_, Err(unreadable)) => unreadable,
        (verdict, Ok(_)) => verdict,
    }
}

fn main() {
    let args = TOOL.args();
    let verdict = match args.positional.as_slice() {
        [problem, paths @ ..] if (2..=3).contains(&paths.len()) => judge(problem, paths),
        [] => TOOL.fail("missing arguments"),
        words => TOOL.fail(&format!("expected 3 or 4 arguments, got {}", words.len())),
    };
    TOOL.exit_with(&format!("{verdict}\n"), verdict.exit_code());
}
