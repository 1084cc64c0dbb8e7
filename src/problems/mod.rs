//! The registry: one line per problem, its kit module's name (its first judge bin's) and then
//! every judge bin that solves it. Each module owns everything specific to its problem: input
//! parsing and formatting, goal, oracle, the judge of an output, the cases `gen` prints, the
//! facts `count` prints and its [`crate::problem::Spec`]. [`crate::registry`] reads the list.
//!
//! The list is a macro so that the kit, the one test binary (`tests/all/`) and the bench
//! each expand it into what they need (modules, include lines of the bins, the table of
//! problems) and none of them names a problem: `each_problem!(m)` calls `m!` with the list.

/// Calls macro `$then!` with every problem: `module: bin bin …;`, in the order the tools
/// list them.
#[macro_export]
macro_rules! each_problem {
    ($then:ident) => {
        $then! {
            p1379: p1379 p1379_flat p1379_reverse;
            acwing_astar: acwing_astar;
            yuzan_alternating: yuzan_alternating;
            aoj_idastar: aoj_idastar;
            cses_swap_game: cses_swap_game;
            acwing_steps: acwing_steps;
            aoj_seven_puzzle: aoj_seven_puzzle;
            leetcode_sliding_puzzle: leetcode_sliding_puzzle;
            abc224_graph_puzzle: abc224_graph_puzzle;
            p2324_knights: p2324_knights;
            p2730_magic_squares: p2730_magic_squares;
            p4289_moving_toys: p4289_moving_toys;
            p2578_nine_digits: p2578_nine_digits;
            acwing_rotation_game: acwing_rotation_game;
            abc361_go_stones: abc361_go_stones;
            abc336_rotation_puzzle: abc336_rotation_puzzle;
            kattis_rubiks_revenge: kattis_rubiks_revenge;
            p10578_rotating_grid: p10578_rotating_grid;
            p1225_black_white: p1225_black_white;
            p2346_four_in_a_row: p2346_four_in_a_row;
            p2534_pancakes: p2534_pancakes;
            p10488_booksort: p10488_booksort;
            p1032_string_rewrite: p1032_string_rewrite;
            boj1525_puzzle: boj1525_puzzle;
            boj13460_marbles: boj13460_marbles;
            boj15644_marbles_path: boj15644_marbles_path;
            p10485_bloxorz: p10485_bloxorz;
            p1979_klotski: p1979_klotski;
            acwing_pushing_box: acwing_pushing_box;
            acwing_flood_it: acwing_flood_it;
            p1312_mayan: p1312_mayan;
            leetcode_open_the_lock: leetcode_open_the_lock;
            leetcode_min_flips: leetcode_min_flips;
            kattis_flipfive: kattis_flipfive;
            p1213_clocks: p1213_clocks;
            boj9019_dslr: boj9019_dslr;
            leetcode_k_similar: leetcode_k_similar;
            p5507_knobs: p5507_knobs;
        }
    };
}

/// The kit's side of the list: a module per problem and the table of their `PROBLEM`s.
macro_rules! kit_modules {
    ($($problem:ident: $($bin:ident)+;)*) => {
        $(pub mod $problem;)*

        /// Every problem the kit knows, in the registry's order: each module's `PROBLEM`.
        pub const ALL: &[&dyn crate::problem::Problem] = &[$(&$problem::PROBLEM),*];
    };
}

each_problem!(kit_modules);
