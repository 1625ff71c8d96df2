// doar-rcu-pins: elaborates a doar_rcu and lists, for every module class of its
// hierarchy, the instances and the pins (direction, SystemC type, width) as the kernel sees
// them. The machine-readable form of docs/rcu.md's pin tables, for the Verilog of the same
// modules to be checked against (module names, pin names and widths must match).
#include <cxxabi.h>

#include <cstdlib>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <typeinfo>
#include <vector>

#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"
#include "rcu_harness.hpp"

namespace po = boost::program_options;
using namespace doar;

namespace {

struct Pin {
  std::string name, dir, type;
  int width = 0;
};

struct ModuleInfo {
  std::vector<std::string> instances;
  std::vector<Pin> pins;
};

std::string demangle(const char* mangled) {
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> p(abi::__cxa_demangle(mangled, nullptr, nullptr, &status), std::free);
  std::string s = status == 0 && p ? p.get() : mangled;
  const std::string ns = "doar::rtl::";
  if (s.compare(0, ns.size(), ns) == 0) s = s.substr(ns.size());
  return s;
}

template <class T>
bool match(sc_core::sc_object* o, const std::string& type, int width, Pin& pin) {
  if (dynamic_cast<sc_core::sc_out<T>*>(o)) {
    pin.dir = "out";
  } else if (dynamic_cast<sc_core::sc_in<T>*>(o)) {
    pin.dir = "in";
  } else {
    return false;
  }
  pin.type = type;
  pin.width = width;
  return true;
}

// Every pin type the RCU modules use.
bool classify(sc_core::sc_object* o, Pin& pin) {
  using namespace sc_dt;
  return match<bool>(o, "bool", 1, pin) || match<sc_uint<2>>(o, "sc_uint<2>", 2, pin) ||
         match<sc_uint<3>>(o, "sc_uint<3>", 3, pin) || match<sc_uint<5>>(o, "sc_uint<5>", 5, pin) ||
         match<sc_uint<6>>(o, "sc_uint<6>", 6, pin) || match<sc_uint<10>>(o, "sc_uint<10>", 10, pin) ||
         match<sc_uint<16>>(o, "sc_uint<16>", 16, pin) || match<sc_uint<17>>(o, "sc_uint<17>", 17, pin) ||
         match<sc_uint<32>>(o, "sc_uint<32>", 32, pin) ||
         match<sc_uint<48>>(o, "sc_uint<48>", 48, pin) || match<sc_uint<64>>(o, "sc_uint<64>", 64, pin) ||
         match<sc_bv<512>>(o, "sc_bv<512>", 512, pin) || match<sc_bv<1536>>(o, "sc_bv<1536>", 1536, pin);
}

void walk(sc_core::sc_object* obj, std::map<std::string, ModuleInfo>& out) {
  auto* m = dynamic_cast<sc_core::sc_module*>(obj);
  if (m) {
    const std::string cls = demangle(typeid(*m).name());
    ModuleInfo& info = out[cls];
    const bool first = info.instances.empty();
    info.instances.push_back(m->name());
    for (sc_core::sc_object* c : m->get_child_objects()) {
      Pin pin;
      pin.name = c->basename();
      if (first && dynamic_cast<sc_core::sc_port_base*>(c)) {
        if (!classify(c, pin)) throw std::logic_error(std::string("pin of unknown type: ") + c->name());
        info.pins.push_back(pin);
      }
    }
  }
  for (sc_core::sc_object* c : obj->get_child_objects()) walk(c, out);
}

}  // namespace

int sc_main(int argc, char** argv) {
  return cli::run("doar-rcu-pins", [&]() {
    std::string dfly;
    std::string json_to;  // --json [FILE|-]
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("dfly", cli::dfly_value(&dfly), cli::dfly_help("the RCU to elaborate (pins do not depend on it; parameters do)").c_str())
      ("json", cli::json_target_value(&json_to), "print JSON instead of text, to FILE ('-' or no value: stdout)");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-rcu-pins: the module classes of the SystemC RCU with their instances and pins.\n"
                    "Usage: doar-rcu-pins [--dfly P,A,H,G] [--json [FILE]]")) {
      return 0;
    }
    cli::JsonTarget json_out(json_to);
    const Dragonfly d = cli::make_dfly(dfly);
    // The RCU of a terminal port of router 0.0 (every unit is present for every port).
    rtl::doar_rcu rcu("rcu", rcutb::rcu_params(d, {0, 0}, 0));
    std::map<std::string, ModuleInfo> mods;
    walk(&rcu, mods);
    std::ostringstream o;
    if (vm.count("json")) {
      nlohmann::ordered_json list = nlohmann::ordered_json::array();
      for (const auto& [cls, info] : mods) {
        nlohmann::ordered_json pins = nlohmann::ordered_json::array();
        for (const Pin& p : info.pins) {
          pins.push_back({{"name", p.name}, {"dir", p.dir}, {"type", p.type}, {"width", p.width}});
        }
        list.push_back({{"module", cls}, {"instances", info.instances}, {"pins", pins}});
      }
      nlohmann::ordered_json doc;
      doc["modules"] = list;
      cli::add_result_header(doc, 1, desc, vm);  // schema 1 of doar-rcu-pins' JSON
      o << doc.dump(2) << "\n";
    } else {
      for (const auto& [cls, info] : mods) {
        o << cls << " (" << info.instances.size() << (info.instances.size() == 1 ? " instance: " : " instances: ");
        for (std::size_t i = 0; i < info.instances.size(); ++i) o << (i ? ", " : "") << info.instances[i];
        o << ")\n";
        for (const Pin& p : info.pins) o << "  " << (p.dir == "in" ? "in  " : "out ") << p.name << " : " << p.type << "\n";
      }
    }
    std::cout << o.str();
    json_out.finish();
    return 0;
  });
}

int main(int argc, char** argv) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 1);
  return sc_core::sc_elab_and_sim(argc, argv);
}
