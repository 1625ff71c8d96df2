// The faults a tool is given (--faults, docs/tlm.md "One option vocabulary"): each item is
// a fault in parse_fault's text form or a file of them, so that one option serves both a
// quick `--faults global:0:2` and a saved list of forty faults.
#pragma once
#include <string>
#include <vector>
#include "dragonfly.hpp"

namespace doar::fault {

// Reads a fault file: one fault a line ("global:X:Y", "local:g.b1:g.b2", "router:g.b"),
// blank lines and '#' comments allowed. Throws std::invalid_argument "FILE:LINE: why" for a
// malformed line, an unknown router or group, a link that does not exist or a duplicate.
std::vector<std::string> read_fault_file(const Dragonfly& d, const std::string& path);

// The canonical texts of the faults `items` name, in order. An item whose text before its
// first ':' is a fault kind (global, local, router) is a fault; any other item is a file
// (read_fault_file). Throws std::invalid_argument with one line for a bad fault, a file that
// is not a readable regular file, or a fault named twice (in any items).
std::vector<std::string> fault_list(const Dragonfly& d, const std::vector<std::string>& items);

}  // namespace doar::fault
