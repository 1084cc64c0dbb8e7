// AOJ ALDS1_13_B 8 Puzzle, ALDS1_13_C 15 Puzzle:
//   https://onlinejudge.u-aizu.ac.jp/courses/lesson/1/ALDS1/13/ALDS1_13_C
// Input:  9 or 16 integers (n×n, n from the count), 0 the blank.
// Output: the fewest moves to GOAL_3 or GOAL_4, or -1 (parity).
// Method: IDA*; h per axis = max(walking distance, inversions, Manhattan + conflicts), all
//         updated per move; one automaton skips repeated move strings (REPEATS).
// Cost:   AOJ gives at most 45 moves, and IDA* is exponential in them. Korf #16 (42) is
//         the slowest case; past 45 it is slow. Timings: docs/benchmarks.md.
// Adapt:  GOAL_3 is any arrangement; GOAL_4 needs the blank last (else no compile). The
//         bound is `Search::h` (parts: `Solver::axis`), the search `Search::dfs`; HALVES
//         and REPEATS are generated (docs/bins/aoj_idastar.md says how).

use std::cell::Cell;
use std::io::{self, Read, Write};

/// The goals in reading order, 0 the blank (on 4×4, HALVES serves only the blank last).
const GOAL_3: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const GOAL_4: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
const _: () = assert!(
    GOAL_4[15] == 0,
    "the 4×4 walking distances need the blank last"
);

const MAX_CELLS: usize = 16;

fn goal(side: usize) -> &'static [u8] {
    if side == 3 {
        &GOAL_3
    } else {
        &GOAL_4
    }
}

/// The walking-distance states numbered by a formula: one per table of counts (how many
/// tiles of each goal line stand in each line) and blank line.
pub struct Numbering {
    side: usize,
    /// The goal line of the blank's goal cell.
    blank_home: usize,
    /// `number[counts]`: a full line's counts (3 bits a goal line) among the `ways` ones.
    number: Vec<u8>,
    ways: usize,
    totals: u16,
    /// `first[prefix]`: the states before those whose full lines but the last are `prefix`.
    first: Vec<u16>,
    /// `room[left]`, then `last[room * ways + line]`: the last full line's rank in `left`.
    room: Vec<u8>,
    last: Vec<u8>,
    per_blank: usize,
}

impl Numbering {
    /// The numbering for n×n boards (n = 2, 3 or 4), the goal's blank in line `blank_home`.
    pub fn new(side: usize, blank_home: usize) -> Numbering {
        let field = |counts: usize, home: usize| counts >> (3 * home) & 7;
        let fits = |a: usize, b: usize| (0..side).all(|home| field(a, home) <= field(b, home));
        let mut number = vec![0u8; 1 << 12];
        let mut full = Vec::new();
        for (counts, slot) in number.iter_mut().enumerate() {
            let tiles: usize = (0..side).map(|home| field(counts, home)).sum();
            if tiles == side && counts < 1 << (3 * side) {
                *slot = full.len() as u8;
                full.push(counts);
            }
        }
        let ways = full.len();
        let total = |home: usize| (side - usize::from(home == blank_home)) << (3 * home);
        let totals: usize = (0..side).map(total).sum();
        let prefixes = ways.pow(side as u32 - 2);
        let mut first = vec![0u16; prefixes];
        let mut fitting = Vec::new();
        let (mut room, mut last) = (vec![u8::MAX; 1 << 12], Vec::new());
        let mut states = 0;
        for (prefix, first) in first.iter_mut().enumerate() {
            let mut left = totals;
            let mut fitted = true;
            for i in (0..side - 2).rev() {
                let line = full[prefix / ways.pow(i as u32) % ways];
                fitted &= fits(line, left);
                left = if fitted { left - line } else { left };
            }
            *first = states as u16;
            if !fitted {
                continue;
            }
            if room[left] == u8::MAX {
                room[left] = (last.len() / ways) as u8;
                let mut rank = 0;
                for &line in &full {
                    last.push(rank);
                    rank += u8::from(fits(line, left));
                }
                fitting.push(usize::from(rank));
            }
            states += fitting[usize::from(room[left])];
        }
        Numbering {
            side,
            blank_home,
            number,
            ways,
            totals: totals as u16,
            first,
            room,
            last,
            per_blank: states,
        }
    }

    /// The state number of these counts with the blank in line `blank`.
    pub fn state(&self, lines: &[u16; 4], blank: usize) -> usize {
        let number = |counts: u16| usize::from(self.number[usize::from(counts) & 0xFFF]);
        // The k-th full line, the blank's skipped.
        let full = |k: usize| lines[(k + usize::from(k >= blank)) & 3];
        let (mut prefix, mut left) = (0, self.totals);
        for k in 0..self.side - 2 {
            prefix = prefix * self.ways + number(full(k));
            left -= full(k);
        }
        let room = usize::from(self.room[usize::from(left) & 0xFFF]);
        let rank = self.last[room * self.ways + number(full(self.side - 2))];
        blank * self.per_blank + usize::from(self.first[prefix]) + usize::from(rank)
    }

    pub fn states(&self) -> usize {
        self.side * self.per_blank
    }

    /// The goal's counts: n tiles of goal line i in line i, n - 1 in the blank's.
    pub fn goal(&self) -> [u16; 4] {
        let side = self.side;
        let mut goal = [0u16; 4];
        for (line, counts) in goal.iter_mut().enumerate().take(side) {
            *counts = (side as u16 - u16::from(line == self.blank_home)) << (3 * line);
        }
        goal
    }

    /// The counts and blank line of `board` (goal lines by `home`, cells by `cell`).
    pub fn lines_of(
        &self,
        board: &[u8],
        home: &[u8],
        cell: impl Fn(usize, usize) -> usize,
    ) -> ([u16; 4], usize) {
        let mut lines = [0u16; 4];
        let mut blank = 0;
        for (line, counts) in lines.iter_mut().enumerate().take(self.side) {
            for i in 0..self.side {
                match board[cell(line, i)] {
                    0 => blank = line,
                    tile => *counts += 1 << (3 * home[usize::from(tile)]),
                }
            }
        }
        (lines, blank)
    }
}

/// The walking-distance tables for one side length (why [`HALVES`] suffices: the docs page).
pub struct Walking {
    pub numbering: Numbering,
    halves: Vec<u64>,
}

/// Bit 1 of each state's walking distance, six states a digit: 3×3 (blank in line 0-2), 4×4.
pub const HALVES: [&str; 4] = [
    "h1HgrQbIkySGjk1+V7",
    "INhYaAbobrXZInF4+0",
    "jeVs+E5PwmMiupLmR0",
    "g4jh0cs99Wg8IbK9DrkpKjaJtanELh4YuewgQ9MJoK4DsgacwrPCkafDsmanSLxKYuxEAtmHhHDHPZqjU99LxSXPpSoQ\
zdDNb6+fKEdzIFghmJ9LmQrOcMT6UcP57E3ujpLIH+l51edOLgjEh0KTrkj9IcYg4RjsvAf8RsFBYsc+69Mb6kzEhTbe\
woDKhJRgkoK8ThqOJYYjbLeOsDjPJMp8+peAPSt1dIvAvui7PPlk2ZqTAHEIoQtCQq3cPyqg17Vm3yZPECh30Vu1U6O2\
uyQhRQ40gkiyhMLInKYQ_NLhMLLRRMELJLbcacYIQhRo4OwkaOTXekaGCbesRM5BMDPg5viUgMALf97rgeRQBi87t5KQ\
RYZZUtXkI7JtmIk6t0fRg5Ja36k8vv+VLqqf0gKD4WgIbIIMLRKLLRZLIQbqg0HrebaBMTciAMjkqcKJrHbcILoISbu8\
WALCxgQhAJIgQHPp9MbQhxegCHjgqkj9IcYgLBnMBREng4ZjtTKbcCHojQLbUqfDLNPAakLQTR5RIKCREZg4ZT7KfDka\
xJIanbUKshhm8TdIaZ5L89hTZX1Vm3yZnEyB3mZ3yX7uPW102uysfQvHInKYQ_N5DsLLJaaLHjDBdgfgIJQdDfcYIsfQ\
vH2nKYQDRLqOtaeMaYbiAgupwfQfKbcSKxa9NfeRQpeADStXkI6JtGIl4tGPlk+WqDrY9o1379Kz8vvQhpQN9a1egKfa\
cLr659JZL9rggQRiIIRPLrAfLbGCbeMSM5hMJQJgfwuiUgsADMffKbi4dYAPLYZ0egKfebfLrMLMLrsQLQIILbagMagM\
uYaiAgjPzM4piYIgawERID5bKr2NiaLHTSMl5fMR5bRQ59LOoahKqDjnbUKshhF8Tx5mRampLKzaGrZadhRRgkwWafng\
qQLLjCr9fbOo6roggLIhAMogeWFhdgjIdLQEHjBnDPoLXYAPLYZ8PQiAfMCLLRhLj99LjigQJbagMKrMz4JseMMNagYK\
HI5cCvgGHt4wII4JsewbLLRgaMnYgsbe+pIij_gkRrgIaejLlQZ1affTEF9Ca2WKjKi323AkugsjBCL8ZSoCVRMM6nm4\
pRlcwRRSQLndPxpkuf7LZIiMDdPLfYnaJR7bbsLLyeoax8BPQPg4jh0cs99Wg8IbQtkaKnlzDY8nOOxvj015GTYl4GQW\
O8WIaejSNRW01YmtRjpvPd463D6+V_s+jO3c1xyzixVVynVQtkm6H9_gTlQaKbHCCnysvyQ3aagYauJ+iBCHP991EP4R\
KYrIRgQbg0dsEABIML1KPoYQQagsaqAfHKolV_k71XKxvyov12W09zkB164culRtxljkrMkhDG0000mt__BXnGZXI+V_\
___1Xaptndp30XaW0OYHKOZeaVr__FI0WysvyQ3a400ORLOYOOojjgsxeP_x____ZW000802000uzxj_zVljHYW49020\
000++____+____320004000tjlRx88000lV__F2Y4lpIISbsgAEDdDLLQTYjKoQgw8M2fffTEBfaoGQbrCMClzLjKKi1\
peTsQyjz5JpZDkJMM6nq4pxlcI6ZX4JGYJhA+aBf234I2GYp8uW1CZ9dsEAB9FpKLvHb9BgfHgAZsaqICcsQxvjMJ122\
4AykRdyPka032JytjxDZ3kljkjpvPd46JD6Ev__RRr50G4RmCOYEV7RAE0002WZ7N6OW1aHCCnysvyQ3aa8ITRruJ+iB\
CHCCvsMLRumGxePtUEhSUe12W09fYU_UR2C8EPTyl_xjDIalVs19I8XnGZXI+V_____110Wptndpp60100mTRW17+kj3\
2W00000U_+__V_t___HGaWW8nxgiew4RbgKIQtqZPgSxCD6dSRMvgQfeO3aHRtPfvtQZdtdp8ccxndFJUpPYJhA+aBv2\
3KMkTUkxFEhWJpzptVdyRka81c4c8iytjhz593Z36DVxu3IcGi1pW9wyTifya1089Lz__undNW9l+__JW1n9hZV_zVlj\
L51HotFReWW8nxEIxOPoLRpAXY5BYfvUivo8v9ZQWWPSmev+sv7Fa8IEN6ZZfoDCEcFmT2loPqHFuiXNcHEUmF7_0Fy0\
3yZVGWtz3e6p5NupHU8FqOknXFmy0_0+X7udVW1+0U_113+NvCw1ZRunCp87+Pu7uu4U0+vF0Fmp73gSEEh6vvuCu7nU\
OCdZXlP3lA3F7uZV0d5UOUyNY3yy41upbBkmdZCvXyGp6Fy1c7SWV0_m3x1USu0V0lVmVm0tl_3OqeZUmu6U3FcvaX7y\
pmFmVWZJudm37_W_0y0+1U+H03uFNkmdZymPch3CFmFEs3dD3uVu7Y7cVCue7CEcymXdQsOSW_y0tq3x1UUS7_W_XX7u\
u33W7NuBkP3lX7pCvavu7uFmn9y4+9ym171+0+1U+1_u0_yVmHFeZyGUuCZDNmFWVSi7OFSsup+3y3n3yXn7O0d9Fa7E\
hoaZvimJu7FC37Sm3_WVSSuu0CRuDycPsOpb7s3i7ERynd7u3yXnZZ7_hCvaHd7VS6Syu_pDYrZyORcPXF6uVUuTY3uy\
uqn0+nnJVaOX3ydaPUOVY3_y3CSWV8tFuVO0713+vV0EEiWRd+0+ZSLXVMQS03ypFuFaEW_8dVup71C0_nn79MWREs3d\
D_3CW_XV8Uu1dVCm3+vKSW_yHsq3wJSUOu0w_WZVm_mm3OStFz33WFy1+qZV0_HkgmJudb67Syu7y7I7u3uFov7yZ312\
O0_uVW7y3MmV0tSi7OFSsup0V0_3_1+Xu1+mu+pF6O077uFWREEBy5ip3pm1En1+0y+1Uu7OdZ7yyZ_n3uu7uFmFs3x1\
s3dD+up+1_1+Xu1+0VOyu3Cm0UyFBy4+9yOEF+uC3Fm7uyWZ777F+_m0RbE4pPSyNnu6ya27ByE_u7E1+v7BBU7EZq0V\
0Uc9_1xymzvb03mWVyV03SQ8UCRn_0tGTWR9UmWxFVv03Su0wnibu0wILk1Fyd8tnZ8m2yvvlwZ7mZVmVmYVm_0tGTWF\
mj4FkV_vB3SW1UyFEm7WVaxCy0+4p3EyuX1EW77Uyxn2JBkeQEUqE+GBSV+EVyph3S83+e71MWHFSYAvumLVNvCEJg0+\
7ns0+TmEc37yXP3lpw5Fi1W3ut7cavV_F0C2+duCUy1F7yGU8E5wmJ+Vu7uFGmFRpG20Xm_V+U0O7pXFC+mZvPzYD0y0\
_Uy3pysx1806++jZvOsg_0Sda_0ndpOE6yp6Uxv78_mH+xy3_yRj02W_v_3CUyu3UEOo3vXOm1Uo_3F+3y78u1y3u01W\
Gu_p_70E00+d37Eu3ZFy6UCF+y3R0u1+1yxnFmVuF+Vl7W0W1m_Z__1mun3UEuXpmia_7+127uv462_x_02Cm_d3+muC\
vX3F23EFk14u76u1y3CuV_dl703m1+_7Oy1_up6U3FcdF+CS0_0+zu7+3y7+ZF0m0W1m_Z_nV00uF7y1EuXymPuWP_1+\
34EmFWdJmX__yV01u03y_F0JU8FSsU+OCdVuFmWddF+ud_n_u____VsmRuD33EOMm3u7mp9uW33m1u030000idF+C13E\
uF0000eGlIR7SsCFNmFapyRC22n_1f_V0wwgPxgynDW9p0FqDWVR6IW0GCs_vx1a_+U00u_55Lc4LZy7Pdg+0lq+Wavj\
_txX40O8s_04++_7WwwskAt437uv4U6I8yl_38mF8m__XDWQFk1ai36zXk1Cy0fqldl_pt3WXy000G__70UolQmH+ZiJ\
LVuFmBjF+ut_xzG20306YzF+7____F00y_3RWAt0k96EmFWdJmX1WGuV_V+FW0SW100u__FmZR0t43tv2UHEuvvZ711m\
Wm_F_yFUZ__000m_VFS0_0+17u1y3uv4SmX_F_V+FW0S0Em00+__V00mv7+3y7636SmV06W3m_100000008Pkb4dRE_j\
A6ZhkIZyMW1WW__6vsCjR7ZpPf0OGuCptmRy722l__x900+ZaP9E7ZPxtZt9507DWl740WtVV00fqCcjWKTALlpVU3bu\
_V__l0200K__+V_ltps_ptZt9507WZ600000y+_lF0008064E4x3O8Fax70WW___700GG0kbPwMiACGerPBvXWm4OmXj\
_zp9GQu__rJy_jN110I10",
];

pub const DIGITS: &[u8; 64] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+_";

fn digit_values() -> [u32; 128] {
    let mut values = [0; 128];
    for (value, &digit) in DIGITS.iter().enumerate() {
        values[usize::from(digit)] = value as u32;
    }
    values
}

impl Walking {
    pub fn new(side: usize, blank_home: usize) -> Walking {
        let numbering = Numbering::new(side, blank_home);
        let mut walking = Walking {
            halves: vec![0; numbering.states() / 64 + 1],
            numbering,
        };
        let values = digit_values();
        let table = if side == 3 { blank_home } else { 3 };
        for (i, digit) in HALVES[table].bytes().enumerate() {
            let value = u64::from(values[usize::from(digit) & 127]);
            let at = 6 * i;
            walking.halves[at / 64] |= value << (at % 64);
            if at % 64 > 58 {
                walking.halves[at / 64 + 1] |= value >> (64 - at % 64);
            }
        }
        walking
    }

    #[inline(always)]
    pub fn half(&self, state: usize) -> u16 {
        self.halves
            .get(state / 64)
            .map_or(0, |word| (word >> (state % 64) & 1) as u16)
    }

    /// The distance of `state`, a move from one at `walk`: walk ± 1, by its bit 1.
    #[inline(always)]
    fn after(&self, walk: u16, state: usize) -> u16 {
        let up = walk.wrapping_add(1);
        if up >> 1 & 1 == self.half(state) {
            up
        } else {
            walk.wrapping_sub(1)
        }
    }

    /// The distance of the state with these counts and blank line, walked down to the goal's.
    pub fn distance(&self, lines: &[u16; 4], blank: usize) -> u16 {
        let (side, home, goal) = (
            self.numbering.side,
            self.numbering.blank_home,
            self.numbering.goal(),
        );
        let (mut lines, mut blank, mut moves) = (*lines, blank, 0);
        // d mod 4: bit 1 as written, bit 0 the parity of the blank's distance to its line.
        let mut low =
            2 * self.half(self.numbering.state(&lines, blank)) + blank.abs_diff(home) as u16 % 2;
        while (lines, blank) != (goal, home) && moves < 255 {
            low = (low + 3) % 4;
            'found: for from in [blank.wrapping_sub(1), blank + 1] {
                for h in (0..side).filter(|&h| from < side && lines[from] >> (3 * h) & 7 > 0) {
                    let mut moved = lines;
                    moved[from] -= 1 << (3 * h);
                    moved[blank] += 1 << (3 * h);
                    if self.half(self.numbering.state(&moved, from)) == low >> 1 {
                        (lines, blank) = (moved, from);
                        break 'found;
                    }
                }
            }
            moves += 1;
        }
        moves
    }
}

pub struct Solver {
    side: usize,
    walking: [Walking; 2],
    steps: [[Step; 4]; MAX_CELLS],
    /// Per axis and tile: its goal line, its place in the goal's reading order (`key`), the
    /// tiles with a larger key (a bit set), and its code units.
    home: [[u8; MAX_CELLS]; 2],
    key: [[u8; MAX_CELLS]; 2],
    larger: [[u16; MAX_CELLS]; 2],
    unit: [[[u16; 4]; MAX_CELLS]; 2],
    /// `least_moves[inv]`: the fewest moves that undo `inv` inversions.
    least_moves: [u8; 128],
    /// `conflicts[code]`: a line's linear-conflict moves (see [`Solver::code`]).
    conflicts: [u8; 1024],
    /// `weight[i]` = (n + 1)^i.
    weight: [u16; 4],
    repeats: Vec<u16>,
}

/// The move strings the search skips, each with an earlier twin that gives the same board
/// (why that is safe: docs/bins/aoj_idastar.md); 4 [`DIGITS`] each.
const REPEATS: &str =
    "000I000N000O000T01Ja01av01ni01vE04R605iR0K6x0KJh0Kpb0KyP0Lin0MJn0Mmv0P1k0P4w0PCv0PRC0Pay0Qn6\
0R4R0R5E0Ra60SEP0SHl0SKx0SPi0SQJ0Snf0SvR0UGR0UHE0UMp0UPF0UiH0UnJ0Uv10V6R0VaJ11kn13cJ14Rv14wn\
15Ev16R316ap16x516+H1Hla1Jh41JkG1Kxa1PiE1QJE1RCQ1RiK1Rv450Qx50Rh50vh51Eh51Rx51la536h53EM53nc\
54Eh54Rx54xa55Ex55Fh55ix56Jx56yv5C6v5CEb5CJf5Cva5C+L5EMm5EPC5EiK5Ev45F1f5F6a5FEL5FiL5FnP5Fnb\
5Fv55Hln5Jiv5Jpb5JyP5Kxn5Mpn5Myn5PFn5Qmn5RC65RCv5Rmv5ay65ayv5bFn5cmn5f3n5fCn5h0v5h4n5i1k5i3c\
5i3f5i4w5iCQ5iFb5kGn6G6k6G6w6GEQ6GJg6GM+6GRv6Gng6Gpb6GyP6H3g6H6+6HEv6HJk6HJw6HRE6Ha+6J1k6J3c\
6J3f6J4w6JCQ6JFb6Jh56JkH6Jnf6KRy6Kyv6LEy6Liy6LlC6MJy6MiC6PJy6PiC6QGy6QJC6QnC6R0R6R0v6R0w6R1E\
6RaC6a1k6a4w6aCv6amR6amv6amw6anE6cm66fC66h166h466i4R6i5E6iGQ6iGR6iGv6iHE6iHR6kG66l566mEQ6mHl\
6mKx6mng6n1h6n1k6n3c6n4w6n5l6nCQ6nGw6nHl6nKx6nK+6nMp6nPF6pb66v0Q6v0R6v0v6v1E6v1R6wG66x536x56\
6yKR6yLE6yP66+H36+H66+K670Rf70vf70wP716+71Ef71Jk71fi71gJ71kR736f73bi73fR73vP746l74ER74M_74Ri\
74nh74wR753h756_75Ei75Jl75Jx75RF75a_75cm75fC76Hl76Kx76Mp76My76PF76Qm76bF76cm76f376fC76h476kG\
76x476+G7C6f7CvP7EKR7ELE7ELi7ELl7EMJ7EMi7EPE7EnP7F5f7F6P7FaP7FbR7a1h7a1k7a3c7a4w7a5l7aCQ7aGw\
7aHl7aKx7aK+7aMp7aPF7ayQ7b1k7b4w7b6_7bJl7bRF7bRp7ba_7bh37biE7cJE7cK_7cR37caF7cap7ciJ7cmJ7cv3\
7f0R7f1E7fCJ7fi17gJ17gmH7gn17h1J7ha17hnH7iKE7iKR7iLE7iLF7iLi7iMJ7ivH7ka17knH7l5J7l6H7laH7lb1\
7mQR7nHl7nKx7nPi7nQJ7naR7nbE7nbi7nbl7ncJ7nci7pbJ7pbR7v4E7v4R7v5E7v5F7v5i7v6J7vGR7vHE7vMp7vPF\
7wGJ7x5J7x5R7yMR7yPJ7yPR7+HJ7+HR7+KJ";

pub fn repeats() -> Vec<u32> {
    let values = digit_values();
    let code = |four: &[u8]| {
        four.iter()
            .fold(0, |v, &d| v << 6 | values[usize::from(d) & 127])
    };
    REPEATS.as_bytes().chunks(4).map(code).collect()
}

/// `table[state * 4 + turn]`: the next state of an Aho-Corasick automaton of `strings`, or
/// [`GONE`].
fn automaton(strings: &[u32]) -> Vec<u16> {
    let moves = |v: u32| (31 - v.leading_zeros() as usize) / 2;
    // The strings' starts as a tree, a level at a time.
    let mut table = Vec::with_capacity(4 * 2048);
    table.extend([0; 4]);
    let mut at = vec![0u16; strings.len()];
    for depth in 0..10 {
        for (&v, state) in strings.iter().zip(at.iter_mut()) {
            let after = moves(v).wrapping_sub(depth + 1);
            let i = usize::from(*state) * 4 + (v >> (2 * after.min(15)) & 3) as usize;
            if after == 0 {
                table[i] = GONE;
            } else if after < 10 {
                if table[i] == 0 {
                    table[i] = (table.len() / 4) as u16;
                    table.extend([0; 4]);
                }
                *state = table[i];
            }
        }
    }
    // Each state's fallback (its longest proper end that is a state) lends it moves.
    let mut fallback = vec![0u16; table.len() / 4];
    for state in 0..fallback.len() {
        for turn in 0..4 {
            let i = state * 4 + turn;
            let back = table[usize::from(fallback[state]) * 4 + turn];
            match table[i] {
                0 if state > 0 => table[i] = back,
                0 | GONE => {}
                next => fallback[usize::from(next)] = if state == 0 { 0 } else { back },
            }
        }
    }
    table
}

const GONE: u16 = u16::MAX;

/// The blank at one cell moving one way.
#[derive(Clone, Copy, Default)]
struct Step {
    /// The cell whose tile moves into the blank, or `OFF`.
    from: u8,
    /// The axis (0 vertical) and way (0: the tile moves forward in the axis's reading order).
    axis: u8,
    way: u8,
    /// The tile's line on the move's axis before and after, and its place's weight.
    old: u8,
    new: u8,
    weight: u16,
    /// The goal lines the tile comes closer to, as a bit set.
    closer: u8,
    /// The tile's line on the other axis and how much its place's weight there drops.
    line: u8,
    drop: u16,
    /// The n - 1 cells the tile passes (on 3×3 the blank's cell fills the third place).
    passed: [u8; 3],
}

const OFF: u8 = u8::MAX;

impl Solver {
    pub fn new(side: usize) -> Solver {
        let blank = goal(side).iter().position(|&t| t == 0).unwrap_or(0);
        let mut solver = Solver {
            side,
            walking: [blank / side, blank % side].map(|home| Walking::new(side, home)),
            steps: [[Step::default(); 4]; MAX_CELLS],
            home: [[0; MAX_CELLS]; 2],
            key: [[0; MAX_CELLS]; 2],
            larger: [[0; MAX_CELLS]; 2],
            unit: [[[0; 4]; MAX_CELLS]; 2],
            least_moves: [0; 128],
            conflicts: line_conflicts(side),
            weight: [0, 1, 2, 3].map(|i| (side as u16 + 1).pow(i)),
            repeats: automaton(&repeats()),
        };
        solver.goal_tables();
        for cell in 0..side * side {
            for dir in 0..4 {
                solver.steps[cell][dir] = solver.step(cell, dir);
            }
        }
        let step = side.max(2) as u32 - 1;
        for (inv, least) in solver.least_moves.iter_mut().enumerate() {
            *least = (inv as u32 / step + inv as u32 % step) as u8;
        }
        solver
    }

    fn goal_tables(&mut self) {
        let side = self.side;
        let cells = side * side;
        // The blank keeps key 0: on 3×3 it fills a passed place and must not count as larger.
        for (cell, &tile) in goal(side).iter().enumerate().filter(|&(_, &t)| t != 0) {
            let (row, col, tile) = (cell / side, cell % side, usize::from(tile));
            self.home[0][tile] = row as u8;
            self.home[1][tile] = col as u8;
            self.key[0][tile] = cell as u8;
            self.key[1][tile] = (col * side + row) as u8;
        }
        for axis in 0..2 {
            for tile in 1..cells {
                let key = self.key[axis][tile];
                let larger = (1..cells).filter(|&u| self.key[axis][u] > key);
                self.larger[axis][tile] = larger.fold(0, |set, u| set | 1 << u);
                for line in 0..side {
                    self.unit[axis][tile][line] = side as u16 - self.code(axis, tile, line);
                }
            }
        }
    }

    fn step(&self, cell: usize, dir: usize) -> Step {
        let side = self.side;
        let (row, col) = (cell / side, cell % side);
        let from = match dir {
            0 if row > 0 => cell - side,
            1 if row + 1 < side => cell + side,
            2 if col > 0 => cell - 1,
            3 if col + 1 < side => cell + 1,
            _ => {
                return Step {
                    from: OFF,
                    ..Step::default()
                }
            }
        };
        let axis = dir / 2;
        let order = |c: usize| {
            if axis == 0 {
                c
            } else {
                c % side * side + c / side
            }
        };
        let (a, b) = (order(cell).min(order(from)), order(cell).max(order(from)));
        let mut passed = [cell as u8; 3];
        let between = (0..side * side).filter(|&c| a < order(c) && order(c) < b);
        for (slot, c) in passed.iter_mut().zip(between) {
            *slot = c as u8;
        }
        let ((old, place), (new, _)) = (self.line_of(axis, from), self.line_of(axis, cell));
        let (line, from_place) = self.line_of(1 - axis, from);
        let (_, to_place) = self.line_of(1 - axis, cell);
        let closer = (0..side).filter(|&home| new.abs_diff(home) < old.abs_diff(home));
        Step {
            from: from as u8,
            axis: axis as u8,
            way: (dir % 2) as u8,
            old: old as u8,
            new: new as u8,
            weight: self.weight[place],
            closer: closer.fold(0, |set, home| set | 1 << home),
            line: line as u8,
            drop: self.weight[from_place].wrapping_sub(self.weight[to_place]),
            passed,
        }
    }

    /// The automaton state after a move by `dir`, or `None` if it ends a [`REPEATS`] string.
    #[inline(always)]
    pub fn kept(&self, path: u32, dir: usize) -> Option<u32> {
        let i = path as usize * 4 + usize::from(TURN[dir & 3]);
        let state = self.repeats.get(i).map_or(GONE, |&s| s);
        (state != GONE).then(|| u32::from(state))
    }

    /// The fewest moves from a solvable `board` to the goal and the boards generated, or
    /// `None` once more than `budget` were.
    pub fn distance_within(&self, board: &[u8], budget: u64) -> Option<(u32, u64)> {
        let blank = board.iter().position(|&c| c == 0).unwrap_or(0);
        // Every path's length has the parity of the blank's distance to its goal cell.
        let home = goal(self.side).iter().position(|&c| c == 0).unwrap_or(0);
        let parity = (blank / self.side + blank % self.side + home / self.side + home % self.side)
            as u32
            % 2;
        let round = |f: u32| f + (f + parity) % 2;
        let states = self.offset(1) + self.walking[1].numbering.states();
        // Zeroed memory: the pages a search never touches cost nothing.
        let mut next = vec![0u16; states * 2 * self.side];
        let mut slot = vec![0u16; states];
        let mut shape = vec![0u64; states];
        let moves = Moves {
            next: Cell::from_mut(&mut next[..]).as_slice_of_cells(),
            slot: Cell::from_mut(&mut slot[..]).as_slice_of_cells(),
            shape: Cell::from_mut(&mut shape[..]).as_slice_of_cells(),
            used: Cell::new(0),
        };
        let mut search = Search::new(self, board, &moves);
        search.budget = budget;
        let moves = search.deepen(round(search.h()), &round);
        Some((moves?, search.nodes))
    }
}

/// How many moves deep children are searched closer first.
const ORDERED_MOVES: u32 = 10;

const TURN: [u8; 4] = [0, 2, 3, 1];

/// What h knows of one axis: rows and vertical moves (0), or columns and horizontal (1).
#[derive(Clone, Copy, Default)]
struct Axis {
    state: u16,
    walk: u16,
    inversions: u16,
    manhattan: u16,
    conflicts: u16,
    codes: [u16; 4],
    /// max(WD, ID, MD + LC): the axis's part of h; a move changes only its own axis's.
    part: u16,
}

/// The walking-distance moves met so far; slots go in the order states are met (few pages).
struct Moves<'a> {
    /// `next[(slot * 2 + way) * n + home]`: 0, or 1 + twice the slot reached (+ 1 if the
    /// distance goes up).
    next: &'a [Cell<u16>],
    /// `slot[state]`: 0, or 1 + its slot; `shape[slot]`: its counts and blank line.
    slot: &'a [Cell<u16>],
    shape: &'a [Cell<u64>],
    used: Cell<u16>,
}

impl Moves<'_> {
    /// The slot of `state`, given now if it has none.
    fn slot_of(&self, state: usize, lines: &[u16; 4], blank: usize) -> u16 {
        let given = self.slot.get(state).map_or(0, Cell::get);
        if given != 0 {
            return given - 1;
        }
        let slot = self.used.get();
        self.used.set(slot + 1);
        if let Some(cell) = self.slot.get(state) {
            cell.set(slot + 1);
        }
        let shape = lines
            .iter()
            .rev()
            .fold(blank as u64, |shape, &c| shape << 12 | u64::from(c));
        if let Some(cell) = self.shape.get(usize::from(slot)) {
            cell.set(shape);
        }
        slot
    }

    fn shape_of(&self, slot: u16) -> ([u16; 4], usize) {
        let shape = self.shape.get(usize::from(slot)).map_or(0, Cell::get);
        let lines = [0, 1, 2, 3].map(|line| (shape >> (12 * line) & 0xFFF) as u16);
        (lines, (shape >> 48) as usize & 3)
    }
}

/// One IDA* search: the board and every part of h, updated and restored per move.
struct Search<'a> {
    solver: &'a Solver,
    moves: &'a Moves<'a>,
    next: &'a [Cell<u16>],
    board: [u8; MAX_CELLS],
    blank: usize,
    axes: [Axis; 2],
    bound: u32,
    next_bound: u32,
    nodes: u64,
    budget: u64,
}

impl Solver {
    /// Where `axis`'s states start in [`Moves`]: after axis 0's if their tables differ.
    fn offset(&self, axis: usize) -> usize {
        let [a, b] = [0, 1].map(|a| self.walking[a].numbering.blank_home);
        axis * usize::from(a != b) * self.walking[0].numbering.states()
    }

    /// The line and the place along it of `cell` on `axis`.
    fn line_of(&self, axis: usize, cell: usize) -> (usize, usize) {
        let (row, col) = (cell / self.side, cell % self.side);
        if axis == 0 {
            (row, col)
        } else {
            (col, row)
        }
    }

    /// What a line's code records of `tile` in `line`: its goal place there, or n.
    fn code(&self, axis: usize, tile: usize, line: usize) -> u16 {
        if tile != 0 && usize::from(self.home[axis][tile]) == line {
            u16::from(self.home[1 - axis][tile])
        } else {
            self.side as u16
        }
    }

    /// The axis's h parts for `board`, from scratch.
    fn axis(&self, board: &[u8], axis: usize) -> Axis {
        let (side, mut a) = (self.side, Axis::default());
        let tiles: Vec<u8> = (0..board.len())
            .map(|i| board[self.cell_at(axis, i / side, i % side)])
            .filter(|&t| t != 0)
            .collect();
        for (i, &t) in tiles.iter().enumerate() {
            let key = self.key[axis][usize::from(t)];
            a.inversions += tiles[i + 1..]
                .iter()
                .filter(|&&u| self.key[axis][usize::from(u)] < key)
                .count() as u16;
        }
        for (cell, &tile) in board.iter().enumerate() {
            let (line, place) = self.line_of(axis, cell);
            a.codes[line] += self.code(axis, usize::from(tile), line) * self.weight[place];
            if tile != 0 {
                a.manhattan +=
                    line.abs_diff(usize::from(self.home[axis][usize::from(tile)])) as u16;
            }
        }
        a.conflicts = a.codes[..side]
            .iter()
            .map(|&c| u16::from(self.conflicts[usize::from(c)]))
            .sum();
        a
    }

    #[inline(always)]
    fn part(&self, a: &Axis) -> u16 {
        self.bound(a, a.manhattan + a.conflicts)
    }

    /// max(WD, ID, `rest`) of an axis.
    #[inline(always)]
    fn bound(&self, a: &Axis, rest: u16) -> u16 {
        let inv = self.least_moves[usize::from(a.inversions) & 127];
        a.walk.max(u16::from(inv)).max(rest)
    }

    /// The cell at place `i` of line `line` on `axis`.
    fn cell_at(&self, axis: usize, line: usize, i: usize) -> usize {
        if axis == 0 {
            line * self.side + i
        } else {
            i * self.side + line
        }
    }
}

impl<'a> Search<'a> {
    fn new(solver: &'a Solver, cells: &[u8], moves: &'a Moves<'a>) -> Search<'a> {
        let mut board = [0u8; MAX_CELLS];
        board[..cells.len()].copy_from_slice(cells);
        let mut axes = [solver.axis(cells, 0), solver.axis(cells, 1)];
        for (axis, a) in axes.iter_mut().enumerate() {
            let walking = &solver.walking[axis];
            let cell = |line, i| solver.cell_at(axis, line, i);
            let (lines, blank) = walking.numbering.lines_of(cells, &solver.home[axis], cell);
            let state = walking.numbering.state(&lines, blank) + solver.offset(axis);
            a.state = moves.slot_of(state, &lines, blank);
            a.walk = walking.distance(&lines, blank);
            a.part = solver.part(a);
        }
        Search {
            solver,
            moves,
            next: moves.next,
            board,
            blank: cells.iter().position(|&c| c == 0).unwrap_or(0),
            axes,
            bound: 0,
            next_bound: u32::MAX,
            nodes: 0,
            budget: u64::MAX,
        }
    }

    /// IDA* from `bound` up: the fewest moves, or `None` past the budget.
    fn deepen(&mut self, mut bound: u32, round: &impl Fn(u32) -> u32) -> Option<u32> {
        if self.h() == 0 {
            return Some(0);
        }
        loop {
            self.bound = bound;
            self.next_bound = u32::MAX;
            if self.below(0, 0) {
                return Some(bound);
            }
            if self.nodes > self.budget {
                return None;
            }
            bound = round(self.next_bound);
        }
    }

    /// h: the two axes' parts.
    #[inline(always)]
    fn h(&self) -> u32 {
        u32::from(self.axes[0].part + self.axes[1].part)
    }

    /// The moved axis after `tile` moves into the blank by `step`, but for its conflicts, and
    /// a lower bound on its part of h: max(WD, ID, MD + LC - 2), since one move takes at most
    /// one tile out of the lines' conflicts.
    #[inline(always)]
    fn preview(&self, step: &Step, tile: usize) -> (Axis, u16) {
        let solver = self.solver;
        let (axis, side, tile) = (usize::from(step.axis) & 1, solver.side, tile & 15);
        // A passed tile with a larger key adds an inversion when the tile moves forward.
        let keys = &solver.key[axis];
        let key_at = |c: u8| keys[usize::from(self.board[usize::from(c) & 15]) & 15];
        let key = keys[tile];
        let larger = step
            .passed
            .iter()
            .map(|&c| u16::from(key_at(c) > key))
            .sum::<u16>();
        let others = side as u16 - 1 - larger;
        let mut a = self.axes[axis];
        a.inversions = if step.way == 0 {
            a.inversions + larger - others
        } else {
            a.inversions + others - larger
        };
        let home = usize::from(solver.home[axis][tile]);
        let i = (usize::from(a.state) * 2 + usize::from(step.way)) * side + home;
        let mut known = self.next[i].get();
        if known == 0 {
            known = self.follow(step, tile, a.state, i, a.walk);
        }
        a.state = (known - 1) >> 1;
        a.walk = (a.walk + 2 * ((known - 1) & 1)).wrapping_sub(1);
        a.manhattan = a.manhattan + 1 - 2 * u16::from(step.closer >> home & 1);
        let lower = solver.bound(&a, (a.manhattan + a.conflicts).saturating_sub(2));
        (a, lower)
    }

    /// The [`Moves`] entry for `tile` moving by `step` from `slot`, numbered now.
    #[cold]
    #[inline(never)]
    fn follow(&self, step: &Step, tile: usize, slot: u16, i: usize, walk: u16) -> u16 {
        let (mut lines, _) = self.moves.shape_of(slot);
        let axis = usize::from(step.axis) & 1;
        let unit = 1 << (3 * usize::from(self.solver.home[axis][tile & 15]));
        let (from, to) = (usize::from(step.old) & 3, usize::from(step.new) & 3);
        lines[from] -= unit;
        lines[to] += unit;
        let walking = &self.solver.walking[axis];
        let state = walking.numbering.state(&lines, from);
        let up = walking.after(walk, state) > walk;
        let state = state + self.solver.offset(axis);
        let entry = 1 + self.moves.slot_of(state, &lines, from) * 2 + u16::from(up);
        if let Some(cell) = self.next.get(i) {
            cell.set(entry);
        }
        entry
    }

    /// Moves `tile` into the blank by `step`, given [`Search::preview`]'s axis.
    #[inline(always)]
    fn shift(&mut self, step: &Step, tile: usize, moved: Axis) {
        let solver = self.solver;
        let (axis, tile) = (usize::from(step.axis) & 1, tile & 15);
        let a = &mut self.axes[axis];
        *a = moved;
        let (old, new) = (usize::from(step.old) & 3, usize::from(step.new) & 3);
        let conflicts = |code: u16| u16::from(solver.conflicts[usize::from(code) & 1023]);
        let before = conflicts(a.codes[old]) + conflicts(a.codes[new]);
        let unit = &solver.unit[axis][tile];
        a.codes[old] += unit[old] * step.weight;
        a.codes[new] -= unit[new] * step.weight;
        a.conflicts = a.conflicts + conflicts(a.codes[old]) + conflicts(a.codes[new]) - before;
        a.part = solver.part(a);
        // The tile keeps its line and order on the other axis, but not its place along it.
        let (line, other) = (usize::from(step.line) & 3, 1 - axis);
        let b = &mut self.axes[other];
        let lost = solver.unit[other][tile][line].wrapping_mul(step.drop);
        b.codes[line] = b.codes[line].wrapping_add(lost);
    }

    /// The search `g` moves out: children ordered near the root, plain below.
    fn below(&mut self, g: u32, path: u32) -> bool {
        if g < ORDERED_MOVES {
            self.ordered(g, path)
        } else {
            self.dfs(g, path)
        }
    }

    /// [`Search::dfs`] with the children that come closer first: the last search ends sooner.
    fn ordered(&mut self, g: u32, path: u32) -> bool {
        if self.nodes > self.budget {
            return false;
        }
        let (blank, here, saved) = (self.blank, self.h(), self.axes);
        let (mut children, mut count) = ([(false, 0, 0u32, saved); 4], 0);
        for dir in 0..4 {
            let step = self.solver.steps[blank & 15][dir];
            let next = match self.solver.kept(path, dir) {
                Some(next) if step.from != OFF => next,
                _ => continue,
            };
            let tile = usize::from(self.board[usize::from(step.from) & 15]);
            self.nodes += 1;
            let (moved, _) = self.preview(&step, tile);
            self.shift(&step, tile, moved);
            let h = self.h();
            if g + 1 + h > self.bound {
                self.next_bound = self.next_bound.min(g + 1 + h);
            } else if h == 0 {
                return true;
            } else {
                children[count] = (h > here, dir, next, self.axes);
                count += 1;
            }
            self.axes = saved;
        }
        children[..count].sort_unstable_by_key(|&(farther, dir, _, _)| (farther, dir));
        for &(_, dir, next, axes) in &children[..count] {
            let from = usize::from(self.solver.steps[blank & 15][dir].from) & 15;
            let tile = self.board[from];
            self.board[blank] = tile;
            self.board[from] = 0;
            (self.blank, self.axes) = (from, axes);
            if self.below(g + 1, next) {
                return true;
            }
            self.board[from] = tile;
            self.board[blank] = 0;
            (self.blank, self.axes) = (blank, saved);
        }
        false
    }

    /// Searches below the board `g` moves out; a child over the bound is undone without a call.
    fn dfs(&mut self, g: u32, path: u32) -> bool {
        if self.nodes > self.budget {
            return false;
        }
        let blank = self.blank;
        for dir in 0..4 {
            let step = self.solver.steps[blank & 15][dir];
            let next = match self.solver.kept(path, dir) {
                Some(next) if step.from != OFF => next,
                _ => continue,
            };
            let from = usize::from(step.from);
            let tile = usize::from(self.board[from & 15]);
            self.nodes += 1;
            let (moved, lower) = self.preview(&step, tile);
            let rest = self.axes[usize::from(step.axis & 1) ^ 1].part;
            if g + 1 + u32::from(lower + rest) > self.bound {
                self.next_bound = self.next_bound.min(g + 1 + u32::from(lower + rest));
                continue;
            }
            let saved = self.axes;
            self.shift(&step, tile, moved);
            let h = self.h();
            if g + 1 + h > self.bound {
                self.next_bound = self.next_bound.min(g + 1 + h);
                self.axes = saved;
                continue;
            }
            if h == 0 {
                return true;
            }
            // The tile slides into the blank; undone below if no path is found.
            self.board[blank] = tile as u8;
            self.board[from] = 0;
            self.blank = from;
            if self.dfs(g + 1, next) {
                return true;
            }
            self.blank = blank;
            self.board[from] = tile as u8;
            self.board[blank] = 0;
            self.axes = saved;
        }
        false
    }
}

/// `line_conflicts(n)[code]`: twice the fewest tiles to take out of a line to leave its own
/// in goal order (`code`: each cell's goal place, base n + 1).
fn line_conflicts(side: usize) -> [u8; 1024] {
    let base = side + 1;
    let mut table = [0u8; 1024];
    for (code, slot) in table.iter_mut().enumerate().take(base.pow(side as u32)) {
        let (mut places, mut len, mut rest) = ([0usize; 4], 0, code);
        for _ in 0..side {
            if rest % base < side {
                places[len] = rest % base;
                len += 1;
            }
            rest /= base;
        }
        // Longest increasing run of places.
        let mut longest = [1usize; 4];
        for j in 0..len {
            for i in 0..j {
                if places[i] < places[j] {
                    longest[j] = longest[j].max(longest[i] + 1);
                }
            }
        }
        let keep = longest[..len].iter().copied().max().unwrap_or(0);
        *slot = (2 * (len - keep)) as u8;
    }
    table
}

/// The parity no move changes on an n×n board (row-major, 0 the blank): of its inversions,
/// plus for even n the blank's row (a vertical move passes n - 1 tiles).
pub fn parity(board: &[u8], side: usize) -> usize {
    let tiles: Vec<u8> = board.iter().copied().filter(|&t| t != 0).collect();
    let mut inversions = 0;
    for (i, &a) in tiles.iter().enumerate() {
        inversions += tiles[i + 1..].iter().filter(|&&b| b < a).count();
    }
    let blank = board.iter().position(|&c| c == 0).unwrap_or(0);
    (inversions + if side % 2 == 0 { blank / side } else { 0 }) % 2
}

/// Whether `board` can reach the goal: its parity is the goal's (Johnson and Story, 1879).
pub fn solvable(board: &[u8], side: usize) -> bool {
    parity(board, side) == parity(goal(side), side)
}

pub fn parse(input: &str) -> Result<(usize, Vec<u8>), String> {
    let mut numbers = Vec::new();
    for token in words(input)? {
        if numbers.len() == MAX_CELLS {
            return Err("more than 16 numbers: expected 9 (3×3) or 16 (4×4)".into());
        }
        // Read as `cin >> int` reads: `-0` and `+0` are 0.
        match token.parse::<i64>() {
            Ok(value) if value >= 0 => numbers.push(value as u64),
            _ => return Err(format!("'{}' is not a number 0-15", clip(token))),
        }
    }
    let side = match numbers.len() {
        9 => 3,
        16 => 4,
        count => return Err(format!("expected 9 (3×3) or 16 (4×4) numbers, got {count}")),
    };
    let mut present = [false; MAX_CELLS];
    let mut board = Vec::with_capacity(numbers.len());
    for value in numbers {
        if value >= (side * side) as u64 {
            return Err(format!("{value} is outside 0..={}", side * side - 1));
        }
        if present[value as usize] {
            return Err(format!("{value} appears twice"));
        }
        present[value as usize] = true;
        board.push(value as u8);
    }
    Ok((side, board))
}

pub fn solve(input: &str) -> Result<String, String> {
    let (side, board) = parse(input)?;
    if !solvable(&board, side) {
        return Ok("-1\n".to_string());
    }
    let (moves, _) = Solver::new(side)
        .distance_within(&board, u64::MAX)
        .unwrap_or_default();
    Ok(format!("{moves}\n"))
}

/// The longest input read: it bounds memory and time whatever is piped in.
const MAX_INPUT: u64 = 1 << 22;

/// Standard input as text, at most [`MAX_INPUT`] bytes of it.
fn read_input() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(format!(
            "input longer than {MAX_INPUT} bytes: no valid input is that long"
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let byte = e.as_bytes()[at];
        format!(
            "byte 0x{byte:02X} at position {} is not valid UTF-8",
            at + 1
        )
    })
}

/// The input's whitespace-separated words; any byte but printable ASCII, space, tab and
/// line breaks (a BOM, NUL) is refused by position, as it could hide inside a word.
fn words(input: &str) -> Result<std::str::SplitAsciiWhitespace<'_>, String> {
    let allowed = |b: &u8| b.is_ascii_graphic() || matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    match input.bytes().position(|b| !allowed(&b)) {
        Some(at) => Err(format!(
            "byte 0x{:02X} at position {} is not part of a valid input",
            input.as_bytes()[at],
            at + 1
        )),
        None => Ok(input.split_ascii_whitespace()),
    }
}

/// At most 20 characters of a word, for error messages.
fn clip(word: &str) -> String {
    let mut clipped: String = word.chars().take(20).collect();
    if clipped.len() < word.len() {
        clipped.push_str("...");
    }
    clipped
}

fn main() {
    let answer = read_input().and_then(|input| solve(&input));
    let written = answer.and_then(|output| {
        let mut out = io::stdout().lock();
        match out.write_all(output.as_bytes()).and_then(|()| out.flush()) {
            // A reader that has gone away is not an error: the answer is dropped.
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(format!("stdout: {e}")),
            _ => Ok(()),
        }
    });
    if let Err(message) = written {
        let _ = writeln!(io::stderr(), "error: {message}");
        std::process::exit(1);
    }
}
