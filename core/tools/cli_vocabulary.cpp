#include "cli_vocabulary.hpp"

#include "cli_common.hpp"

namespace po = boost::program_options;

namespace doar::cli {

namespace {

std::string with_note(std::string text, const std::string& note) {
  return note.empty() ? text : text + "; " + note;
}

}  // namespace

po::typed_value<std::string>* dfly_value(std::string* target) {
  return po::value(target)->default_value(kDefaultDfly);
}

std::string dfly_help(const std::string& note) {
  return with_note("dragonfly P,A,H,G: P terminals and H global ports per router, A routers per group, G groups "
                   "(G <= A*H+1; the paper's: 6,12,6,73)",
                   note);
}

std::string topology_help(const std::string& note) {
  return with_note("network as NAME:PARAMS: dfly:P,A,H,G, torus:K1xK2[xK3][,P] (k-ary n-cube, K >= 2), tcpg:K,M[,P] "
                   "(K, M >= 1: 2K x 2M Petersen graphs), htorus:T[,P] (H-Torus, T >= 2), irregular:N,DEG,SEED[,P] "
                   "(seeded random connected network of N switches with DEG links each where the generator can) or "
                   "graph:FILE (lines 'switches N', optional 'nodes_per_switch P', one 'link A B' per undirected "
                   "link, '#' comments); P nodes per router, default 1 (docs/topology.md)",
                   note);
}

std::string dfly_short_help() { return dfly_help("short for --topology dfly:P,A,H,G"); }

std::vector<std::string> network_specs(const po::variables_map& vm, const std::string& dfly,
                                       const std::vector<std::string>& topologies) {
  const bool dfly_given = vm.count("dfly") && !vm["dfly"].defaulted();
  if (vm.count("topology")) {
    if (dfly_given) throw UsageError("give --dfly or --topology, not both");
    return topologies;
  }
  return {"dfly:" + dfly};
}

std::string network_spec(const po::variables_map& vm, const std::string& dfly, const std::string& topology) {
  return network_specs(vm, dfly, {topology}).front();
}

po::typed_value<std::vector<std::string>>* faults_value(std::vector<std::string>* target) {
  return po::value(target)->composing();
}

std::string faults_help(const std::string& note) {
  return with_note("faults, repeatable: global:X:Y (the link between groups X and Y), local:g.b1:g.b2 (the link "
                   "between routers b1 and b2 of group g), router:g.b (a whole router), or a FILE of them, one a "
                   "line ('#' comments)",
                   note);
}

po::typed_value<int>* cycles_value(int* target) { return po::value(target)->default_value(*target); }

const char* const kT1Help = "fault scheduler: cycles to fetch an FD/FR packet (t1)";
const char* const kT2Help = "fault scheduler: cycles to broadcast a command to the ports (t2)";

const std::vector<std::pair<std::string, std::string>>& legacy_aliases() {
  static const std::vector<std::pair<std::string, std::string>> aliases = {
      {"fail", "faults"},      // doar-fault, doar-fault-sc
      {"fault", "faults"},     // doar-rcu-check
      {"fault-t1", "t1"},      // doar-sim
      {"fault-t2", "t2"},      // doar-sim
  };
  return aliases;
}

std::string canonical_option(const std::string& name, const po::options_description& desc) {
  for (const auto& [old_name, canonical] : legacy_aliases()) {
    if (name == old_name && !desc.find_nothrow(old_name, false) && desc.find_nothrow(canonical, false)) {
      return canonical;
    }
  }
  return name;
}

std::vector<std::string> canonical_args(int argc, char** argv, const po::options_description& desc) {
  std::vector<std::string> out;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a.size() > 2 && a.compare(0, 2, "--") == 0) {
      const std::size_t eq = a.find('=');
      const std::string name = a.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
      const std::string canonical = canonical_option(name, desc);
      if (canonical != name) a = "--" + canonical + (eq == std::string::npos ? "" : a.substr(eq));
    }
    out.push_back(std::move(a));
  }
  return out;
}

}  // namespace doar::cli
